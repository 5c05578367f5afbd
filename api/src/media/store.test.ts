import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '../db/schema';
import { TEST_DRIVERS } from '../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { deleteUploads, FileRejected, readPrivateUpload, storeImage, storePrivateFile, uploadKeyOf } from './store';

const png = () => sharp({ create: { width: 64, height: 32, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } } }).png().toBuffer();

describe.each(TEST_DRIVERS)('uploaded files on %s', (driver) => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld(driver, { seed: false });
  });
  afterAll(() => world.dispose());

  it('stores a picture as three public variants and serves each at its URL, immutable', async () => {
    const stored = await storeImage(world.handle.db, await png(), { ownerId: null, purpose: 'team_logo' });
    expect(stored).toEqual({
      original_url: expect.stringMatching(/^\/media\/u\/[A-Za-z0-9_-]{22}\.png$/),
      webp: expect.stringMatching(/^\/media\/u\/[A-Za-z0-9_-]{22}\.webp$/),
      small_webp: expect.stringMatching(/^\/media\/u\/[A-Za-z0-9_-]{22}\.webp$/),
    });
    const response = await world.app.inject({ url: stored.webp });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(64);
  });

  it('answers 404 for an unknown, malformed or private key', async () => {
    const privateFile = await storePrivateFile(world.handle.db, Buffer.from('%PDF-1.4\n1 0 obj\n'), { ownerId: null, purpose: 'document', allowed: ['application/pdf'] });
    for (const url of ['/media/u/AAAAAAAAAAAAAAAAAAAAAA.webp', '/media/u/..%2F..%2Fetc%2Fpasswd', `/media/u/${privateFile.key}`]) {
      expect((await world.app.inject({ url })).statusCode).toBe(404);
    }
    expect((await readPrivateUpload(world.handle.db, privateFile.key))?.mimeType).toBe('application/pdf');
  });

  it('refuses a private file whose bytes are not an allowed type, storing nothing', async () => {
    const before = await world.handle.db.$count(mediaFiles);
    await expect(storePrivateFile(world.handle.db, Buffer.from('not a pdf at all'), { ownerId: null, purpose: 'document', allowed: ['application/pdf', 'image/png'] })).rejects.toBeInstanceOf(FileRejected);
    expect(await world.handle.db.$count(mediaFiles)).toBe(before);
  });

  it('deletes uploads by URL and ignores other URLs', async () => {
    const stored = await storeImage(world.handle.db, await png(), { ownerId: null, purpose: 'avatar' });
    await deleteUploads(world.handle.db, [stored.original_url, stored.webp, '/media/demo/teams/x.svg', null, 'https://example.com/a.png']);
    const left = await world.handle.db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.key, uploadKeyOf(stored.small_webp) ?? ''));
    expect(left).toHaveLength(1);
    expect((await world.app.inject({ url: stored.webp })).statusCode).toBe(404);
  });

  it('keeps nothing of a picture whose transaction rolls back', async () => {
    const before = await world.handle.db.$count(mediaFiles);
    await expect(
      world.handle.db.transaction(async (tx) => {
        await storeImage(tx, await png(), { ownerId: null, purpose: 'team_logo' });
        throw new Error('the team insert failed');
      }),
    ).rejects.toThrow('the team insert failed');
    expect(await world.handle.db.$count(mediaFiles)).toBe(before);
  });
});
