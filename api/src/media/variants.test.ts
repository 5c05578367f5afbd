import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { mediaVariants } from '../db/schema';
import { TEST_DRIVERS } from '../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { deleteUploads, storeImage, storePrivateFile, uploadKeyOf } from './store';
import { makeVariant, variantOfQuery } from './variants';

/** A photo-like picture (noise, so sizes differ by resolution as real photos do). */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

const variantRows = (world: TestWorld, key: string) =>
  world.handle.db.select({ width: mediaVariants.width, format: mediaVariants.format }).from(mediaVariants).where(eq(mediaVariants.key, key));

describe('variant query', () => {
  it('reads width and format, snapping the width up', () => {
    expect(variantOfQuery({})).toBeNull();
    expect(variantOfQuery({ w: '640', f: 'webp' })).toEqual({ width: 640, format: 'webp' });
    expect(variantOfQuery({ w: '40' })).toEqual({ width: 48, format: null });
    expect(variantOfQuery({ f: 'webp' })).toEqual({ width: null, format: 'webp' });
  });

  it.each([{ w: '0' }, { w: '4000' }, { w: '12.5' }, { w: '-1' }, { w: 'abc' }, { w: ['320', '640'] }, { f: 'avif' }, { w: '320', f: 'gif' }])('refuses %p', (query) => {
    expect(variantOfQuery(query)).toBe('invalid');
  });
});

describe.each(TEST_DRIVERS)('resized image variants on %s', (driver) => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld(driver, { seed: false });
  });
  afterAll(() => world.dispose());

  it('answers a smaller webp of the asked width, immutable, made from the original and kept once', async () => {
    const stored = await storeImage(world.handle.db, await photo(1200, 600), { ownerId: null, purpose: 'news_cover' });
    const originalKey = uploadKeyOf(stored.original_url) as string;
    const copy = await world.app.inject({ url: stored.webp });

    const url = `${stored.original_url}?w=640&f=webp`;
    const first = await world.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeLessThan(copy.rawPayload.length);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });

    const second = await world.app.inject({ url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await variantRows(world, originalKey)).toEqual([{ width: 640, format: 'webp' }]);

    // The 1024 px webp copy's URL is resized from the 1200 px original, into the same kept row.
    const viaCopy = await world.app.inject({ url: `${stored.webp}?w=640&f=webp` });
    expect(viaCopy.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await variantRows(world, originalKey)).toHaveLength(1);
  });

  it('makes concurrent first requests of one copy succeed, keeping one row', async () => {
    const stored = await storeImage(world.handle.db, await photo(800, 800), { ownerId: null, purpose: 'team_logo' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => world.app.inject({ url: `${stored.small_webp}?w=192&f=webp` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await sharp(answers[0]?.rawPayload).metadata()).width).toBe(192);
    expect(await variantRows(world, uploadKeyOf(stored.original_url) as string)).toEqual([{ width: 192, format: 'webp' }]);
  });

  it('lets two instances make the same copy at once without failing on the unique index', async () => {
    const stored = await storeImage(world.handle.db, await photo(500, 500), { ownerId: null, purpose: 'team_logo' });
    const originalKey = uploadKeyOf(stored.original_url) as string;
    const made = await Promise.all([makeVariant(world.handle.db, originalKey, 256, 'webp'), makeVariant(world.handle.db, originalKey, 256, 'webp')]);
    expect(made.map((copy) => copy?.mimeType)).toEqual(['image/webp', 'image/webp']);
    expect(await variantRows(world, originalKey)).toEqual([{ width: 256, format: 'webp' }]);
  });

  it('snaps a width that is not offered up to the next allowed one, keeps the own format without f, and never enlarges', async () => {
    const stored = await storeImage(world.handle.db, await photo(300, 150), { ownerId: null, purpose: 'avatar' });
    const snapped = await world.app.inject({ url: `${stored.original_url}?w=40` });
    expect(snapped.statusCode).toBe(200);
    expect(snapped.headers['content-type']).toBe('image/png');
    expect((await sharp(snapped.rawPayload).metadata()).width).toBe(48);

    const wide = await world.app.inject({ url: `${stored.original_url}?w=1536&f=webp` });
    expect(wide.headers['content-type']).toBe('image/webp');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(300);
    // Asking for the original as it is (its own width and format) serves the stored file.
    const same = await world.app.inject({ url: `${stored.original_url}?w=3072` });
    expect(same.rawPayload.equals((await world.app.inject({ url: stored.original_url })).rawPayload)).toBe(true);
    const rows = await variantRows(world, uploadKeyOf(stored.original_url) as string);
    expect(rows.sort((a, b) => a.width - b.width)).toEqual([
      { width: 48, format: 'png' },
      { width: 300, format: 'webp' },
    ]);
  });

  it('refuses a width or format not offered with 400', async () => {
    const stored = await storeImage(world.handle.db, await photo(100, 100), { ownerId: null, purpose: 'avatar' });
    for (const query of ['w=0', 'w=4000', 'w=1e3', 'f=avif', 'w=320&w=640']) {
      const answer = await world.app.inject({ url: `${stored.webp}?${query}` });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('never serves a private file, resized or not', async () => {
    const document = await storePrivateFile(world.handle.db, await photo(400, 400), { ownerId: null, purpose: 'document', allowed: ['image/png'] });
    for (const query of ['', '?w=320', '?w=320&f=webp']) {
      expect((await world.app.inject({ url: `/media/u/${document.key}${query}` })).statusCode).toBe(404);
    }
    expect(await variantRows(world, document.key)).toEqual([]);
  });

  it('removes kept copies with their picture', async () => {
    const stored = await storeImage(world.handle.db, await photo(700, 350), { ownerId: null, purpose: 'team_logo' });
    const originalKey = uploadKeyOf(stored.original_url) as string;
    expect((await world.app.inject({ url: `${stored.webp}?w=320&f=webp` })).statusCode).toBe(200);
    await deleteUploads(world.handle.db, [stored.original_url, stored.webp, stored.small_webp]);
    expect(await world.handle.db.$count(mediaVariants, and(eq(mediaVariants.key, originalKey)))).toBe(0);
    expect((await world.app.inject({ url: `${stored.webp}?w=320&f=webp` })).statusCode).toBe(404);
  });

  it('resizes a copy whose original is gone from the copy itself', async () => {
    const stored = await storeImage(world.handle.db, await photo(900, 450), { ownerId: null, purpose: 'tournament_logo' });
    await deleteUploads(world.handle.db, [stored.original_url, stored.small_webp]);
    const answer = await world.app.inject({ url: `${stored.webp}?w=320&f=webp` });
    expect(answer.statusCode).toBe(200);
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(320);
    expect(await variantRows(world, uploadKeyOf(stored.webp) as string)).toEqual([{ width: 320, format: 'webp' }]);
  });
});
