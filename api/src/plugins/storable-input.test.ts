import { users } from '../db/schema';
import { issueToken } from '../sessions/tokens';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { multipartBody } from '../../test-support/organizer-world';

/**
 * Text the database cannot store is refused with 422 before any handler or query: NUL characters, lone
 * surrogates and over-long values, in path parameters, query values, JSON and multipart bodies.
 */
describe('unstorable text', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false });
  });
  afterAll(() => world?.dispose());

  const refused = (response: { statusCode: number; json: () => { code?: string; errors?: Record<string, string[]> } }) => [response.statusCode, response.json().code];

  it('refuses a NUL character in a path parameter (never a 500 from the database)', async () => {
    const response = await world.app.inject({ url: '/api/v1/client/user/abc%00' });
    expect(refused(response)).toEqual([422, 'errors.validation_failed']);
    expect(response.json().errors).toEqual({ slug: ['validation.unstorable_text'] });
    expect((await world.app.inject({ url: '/api/v1/client/team/abc%00def' })).statusCode).toBe(422);
  });

  it('refuses NUL characters and over-long values in query strings', async () => {
    expect(refused(await world.app.inject({ url: '/api/v1/client/tournament?game=pubg%00' }))).toEqual([422, 'errors.validation_failed']);
    const long = await world.app.inject({ url: `/api/v1/client/tournament?division=${'a'.repeat(2_001)}` });
    expect(long.json().errors).toEqual({ division: ['validation.max|{"length":2000}'] });
  });

  it('refuses NUL characters and lone surrogates anywhere in a JSON body, keys included', async () => {
    for (const payload of ['{"phone":"+7701\\u0000"}', '{"phone":"\\ud800"}', '{"phone":"ok","nested":{"deep":["\\udc00x"]}}', '{"a\\u0000":1}', '{"phone":"+77017770001","note":"\\u0000"}']) {
      const response = await world.app.inject({ method: 'POST', url: '/api/v1/client/auth/send-otp-code', headers: { 'content-type': 'application/json' }, payload });
      expect([payload, ...refused(response)]).toEqual([payload, 422, 'errors.validation_failed']);
    }
    // A surrogate pair (an emoji) is text like any other.
    const emoji = await world.app.inject({ method: 'POST', url: '/api/v1/client/auth/send-otp-code', headers: { 'content-type': 'application/json' }, payload: '{"phone":"\\ud83d\\ude00"}' });
    expect(emoji.json().errors?.phone).not.toContain('validation.unstorable_text');
  });

  it('refuses them in multipart text fields and file names', async () => {
    const [user] = await world.handle.db.insert(users).values({ username: 'Nul', slug: 'nul' }).returning({ id: users.id });
    const { token } = await issueToken(world.handle.db, user?.id ?? 0, { ttlMs: 3_600_000 });
    const send = (parts: Parameters<typeof multipartBody>[0]) =>
      world.app.inject({
        method: 'POST',
        url: '/api/team',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=----organizer-test' },
        payload: multipartBody(parts),
      });
    const field = await send([{ name: 'name', value: 'Wolves\u0000' }, { name: 'game_id', value: '1' }]);
    expect([field.statusCode, field.json().errors]).toEqual([422, { name: ['validation.unstorable_text'] }]);
    const file = await send([{ name: 'name', value: 'Wolves' }, { name: 'game_id', value: '1' }, { name: 'logo', value: Buffer.from('x'), filename: 'a\u0000.png', type: 'image/png' }]);
    expect([file.statusCode, file.json().errors]).toEqual([422, { logo: ['validation.unstorable_text'] }]);
  });
});
