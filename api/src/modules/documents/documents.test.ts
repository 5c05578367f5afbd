import { count, eq } from 'drizzle-orm';
import { mediaFiles, userDocuments } from '../../db/schema';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { pdf, picture, send, type Part } from '../../../test-support/requests';

describe.each(TEST_DRIVERS)('player documents (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const db = () => t.world.handle.db;
  const stored = async () => ({
    documents: (await db().select({ total: count() }).from(userDocuments))[0]?.total ?? 0,
    files: (await db().select({ total: count() }).from(mediaFiles))[0]?.total ?? 0,
  });
  const upload = (token: string | undefined, files: Omit<Part, 'name'>[], flag = '1') =>
    send(t.app, 'POST', '/api/user-document', { token, parts: [...files.map((file, i) => ({ name: `files[${i}]`, ...file })), { name: 'privacy_policy_read', value: flag }] });
  const list = async (token: string) => (await send(t.app, 'GET', '/api/user-document', { token })).json().data as { id: number; url: string; original_name: string; mime_type: string }[];

  it('needs a signed-in user for every call', async () => {
    expect((await send(t.app, 'GET', '/api/user-document')).statusCode).toBe(401);
    expect((await upload(undefined, [{ value: pdf(), filename: 'a.pdf', type: 'application/pdf' }])).statusCode).toBe(401);
    expect((await send(t.app, 'DELETE', '/api/user-document/1')).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/user-document/1/file')).statusCode).toBe(401);
  });

  it('uploads files[i] with the privacy flag, lists them, and gives their bytes to the owner', async () => {
    const token = await t.tokenOf('newbie');
    const png = await picture(300, 200);
    const response = await upload(token, [
      { value: pdf('passport'), filename: 'passport.pdf', type: 'application/pdf' },
      { value: png, filename: 'selfie.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const documents = response.json().data as { id: number; url: string }[];
    expect(documents).toEqual([
      { id: expect.any(Number), original_name: 'passport.pdf', mime_type: 'application/pdf', size: pdf('passport').length, status: 'pending', created_at: expect.any(String), url: `/api/user-document/${documents[0]?.id}/file` },
      expect.objectContaining({ original_name: 'selfie.png', mime_type: 'image/png' }),
    ]);
    expect(await list(token)).toEqual(documents);
    const file = await send(t.app, 'GET', documents[0]?.url ?? '', { token });
    expect([file.statusCode, file.headers['content-type'], file.headers['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
    expect(file.headers['content-disposition']).toContain('attachment; filename="passport.pdf"');
    expect(file.rawPayload.equals(pdf('passport'))).toBe(true);
    const profile = (await send(t.app, 'GET', '/api/user/profile', { token })).json().data;
    expect(profile.documents_count).toBe(2);
  });

  it('keeps documents private: another player gets 403, staff may read, and no public URL serves them', async () => {
    const owner = await t.tokenOf('captain');
    const [document] = await list(owner);
    if (!document) throw new Error('the demo captain has a document');
    const seeded = await send(t.app, 'GET', document.url, { token: owner });
    expect([seeded.statusCode, seeded.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(seeded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await t.tokenOf('player');
    expect((await send(t.app, 'GET', document.url, { token: other })).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/user-document/${document.id}`, { token: other })).statusCode).toBe(403);
    expect((await list(other)).map((item) => item.id)).not.toContain(document.id);
    expect((await send(t.app, 'GET', document.url, { token: await t.tokenOf('admin') })).statusCode).toBe(200);

    const [row] = await db().select({ key: mediaFiles.key }).from(userDocuments).innerJoin(mediaFiles, eq(mediaFiles.id, userDocuments.mediaFileId)).where(eq(userDocuments.id, document.id));
    expect((await t.app.inject({ url: `/media/u/${row?.key}` })).statusCode).toBe(404);
    const publicProfile = (await send(t.app, 'GET', '/api/v1/client/user/nurlan-captain')).payload;
    expect(publicProfile).not.toContain('user-document');
    for (const id of ['999999', 'x', '0']) expect((await send(t.app, 'GET', `/api/user-document/${id}/file`, { token: owner })).statusCode).toBe(404);
  });

  it('refuses a forged document (wrong content for its name) with 422 and stores nothing of the upload', async () => {
    const token = await t.tokenOf('streamer');
    const before = await stored();
    const forged = await upload(token, [
      { value: pdf(), filename: 'good.pdf', type: 'application/pdf' },
      { value: Buffer.from('MZ\x90\x00 an executable'), filename: 'scan.pdf', type: 'application/pdf' },
    ]);
    expect([forged.statusCode, forged.json().errors]).toEqual([422, { 'files.1': ['documents.file_type'] }]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload(token, [{ value: gif, filename: 'scan.png', type: 'image/png' }])).json().errors).toEqual({ 'files.0': ['documents.file_type'] });
    const webp = await picture(40, 40).then((png) => import('sharp').then(({ default: sharp }) => sharp(png).webp().toBuffer()));
    expect((await upload(token, [{ value: webp, filename: 'id.png', type: 'image/png' }])).json().errors).toEqual({ 'files.0': ['documents.file_type'] });
    expect((await upload(token, [{ value: (await picture(100, 100)).subarray(0, 70), filename: 'cut.png', type: 'image/png' }])).json().errors).toEqual({ 'files.0': ['documents.unreadable'] });
    expect(await stored()).toEqual(before);
  });

  it('refuses an oversized upload before storing anything: 422 above 5 MB, 413 above the upload ceiling', async () => {
    const token = await t.tokenOf('banned');
    const before = await stored();
    const over = await upload(token, [{ value: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.pdf', type: 'application/pdf' }]);
    expect([over.statusCode, over.json().errors]).toEqual([422, { 'files.0': ['documents.file_size|{"max_mb":5}'] }]);
    expect((await upload(token, [{ value: Buffer.alloc(11 * 1024 * 1024), filename: 'huge.pdf', type: 'application/pdf' }])).statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('needs the privacy flag, one to five files, and keeps at most 10 documents a player', async () => {
    const token = await t.tokenOf('manager');
    const file = { value: pdf(), filename: 'a.pdf', type: 'application/pdf' };
    expect((await upload(token, [file], '0')).json().errors).toEqual({ privacy_policy_read: ['documents.privacy_required'] });
    expect((await upload(token, [])).json().errors).toEqual({ files: ['documents.files_required'] });
    expect((await upload(token, Array.from({ length: 6 }, () => file))).json().errors).toEqual({ files: ['documents.too_many_files|{"max":5}'] });
    const held = (await list(token)).length;
    expect((await upload(token, Array.from({ length: 5 }, () => file))).statusCode).toBe(201);
    const over = await upload(token, Array.from({ length: 10 - held - 4 }, () => file));
    expect([over.statusCode, over.json().errors]).toEqual([422, { files: ['documents.limit_reached|{"max":10}'] }]);
    expect(await list(token)).toHaveLength(held + 5);
  });

  it('deletes a document with its file', async () => {
    const token = await t.tokenOf('player');
    const [document] = (await upload(token, [{ value: pdf(), filename: 'x.pdf', type: 'application/pdf' }])).json().data as { id: number; url: string }[];
    if (!document) throw new Error('uploaded');
    const before = await stored();
    const deleted = await send(t.app, 'DELETE', `/api/user-document/${document.id}`, { token });
    expect([deleted.statusCode, deleted.json().data]).toEqual([200, { deleted: true }]);
    expect(await stored()).toEqual({ documents: before.documents - 1, files: before.files - 1 });
    expect((await send(t.app, 'GET', document.url, { token })).statusCode).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/user-document/${document.id}`, { token })).json().code).toBe('documents.not_found');
  });
});
