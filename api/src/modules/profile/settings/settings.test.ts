import { and, count, eq } from 'drizzle-orm';
import { mediaFiles, users } from '../../../db/schema';
import { demoAccount } from '../../../db/seed/demo-accounts';
import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';
import { picture, send, type Part } from '../../../../test-support/requests';

describe.each(TEST_DRIVERS)('profile settings (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const db = () => t.world.handle.db;
  const avatarsOf = async (userId: number) =>
    (await db().select({ total: count() }).from(mediaFiles).where(and(eq(mediaFiles.ownerId, userId), eq(mediaFiles.purpose, 'avatar'))))[0]?.total ?? 0;
  const userRow = async (userId: number) => (await db().select().from(users).where(eq(users.id, userId)))[0];
  const upload = (token: string, parts: Part[]) => send(t.app, 'POST', '/api/user/profile', { token, parts: [{ name: '_method', value: 'PUT' }, ...parts] });

  it('needs a signed-in user', async () => {
    expect((await send(t.app, 'POST', '/api/user/profile', { body: { username: 'Ghost' } })).statusCode).toBe(401);
    expect((await send(t.app, 'PUT', '/api/user/profile', { body: { username: 'Ghost' } })).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/user/profile/change-password', { body: {} })).statusCode).toBe(401);
  });

  it('changes the main information and answers the profile; a new country is not verified', async () => {
    const token = await t.tokenOf('player');
    const response = await send(t.app, 'PUT', '/api/user/profile', {
      token,
      body: { username: 'Aidos Pro', slug: 'Aidos-Pro', birthday: '2000-01-31', country_id: 2, timezone: 'Asia/Tashkent', show_birthday: 1, show_teams: 0 },
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toEqual(
      expect.objectContaining({
        username: 'Aidos Pro',
        slug: 'aidos-pro',
        birthday: '2000-01-31',
        timezone: 'Asia/Tashkent',
        country: expect.objectContaining({ id: 2 }),
        country_verified: false,
        public_settings: { show_birthday: true, show_game_profiles: true, show_teams: false, show_awards: true, show_statistics: true },
      }),
    );
    expect((await send(t.app, 'GET', '/api/user/profile', { token })).json().data).toEqual(profile);
    const cleared = await send(t.app, 'POST', '/api/user/profile', { token, body: { _method: 'PUT', birthday: '', timezone: '', show_teams: '1' } });
    expect(cleared.json().data).toEqual(expect.objectContaining({ birthday: null, timezone: null, username: 'Aidos Pro', public_settings: expect.objectContaining({ show_teams: true, show_birthday: true }) }));
  });

  it('refuses taken, reserved and unknown values with field codes, changing nothing', async () => {
    const token = await t.tokenOf('streamer');
    const before = await userRow(await t.userIdOf('streamer'));
    const taken = await send(t.app, 'PUT', '/api/user/profile', { token, body: { username: 'nurlancaptain', slug: 'nurlan-captain', country_id: 999, timezone: 'Europe/Nowhere', birthday: '2000-01-01' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ['auth.username_taken'], slug: ['profile.slug_taken'], country_id: ['profile.country_invalid'], timezone: ['profile.timezone_invalid'] });
    expect((await send(t.app, 'PUT', '/api/user/profile', { token, body: { slug: 'rewards' } })).json().errors).toEqual({ slug: ['profile.slug_reserved'] });
    expect((await send(t.app, 'PUT', '/api/user/profile', { token, body: { slug: '12345' } })).json().errors).toEqual({ slug: ['profile.slug_digits'] });
    expect((await send(t.app, 'PUT', '/api/user/profile', { token, body: { username: 'x', birthday: 'soon' } })).json().errors).toEqual({
      username: ['validation.min|{"length":2}'],
      birthday: ['auth.birthday_invalid'],
    });
    expect(await userRow(await t.userIdOf('streamer'))).toEqual(before);
  });

  it("changes only the caller's own profile", async () => {
    const manager = await t.tokenOf('manager');
    const captainBefore = await userRow(await t.userIdOf('captain'));
    expect((await send(t.app, 'PUT', '/api/user/profile', { token: manager, body: { username: 'Jasur M' } })).json().data.id).toBe(await t.userIdOf('manager'));
    expect(await userRow(await t.userIdOf('captain'))).toEqual(captainBefore);
  });

  it('stores an uploaded avatar re-encoded in three sizes without metadata, and deletes the one it replaces', async () => {
    const token = await t.tokenOf('newbie');
    const userId = await t.userIdOf('newbie');
    const first = await upload(token, [
      { name: 'username', value: 'Bakyt New' },
      { name: 'avatar', value: await picture(600, 400, 'jpeg'), filename: 'me.jpg', type: 'image/jpeg' },
    ]);
    expect(first.statusCode).toBe(200);
    const { avatar, username } = first.json().data;
    expect(username).toBe('Bakyt New');
    expect(avatar).toEqual({ original_url: expect.stringMatching(/^\/media\/u\/[\w-]+\.jpg$/), webp: expect.stringMatching(/^\/media\/u\/[\w-]+\.webp$/), small_webp: expect.stringMatching(/^\/media\/u\/[\w-]+\.webp$/) });
    const served = await t.app.inject({ url: avatar.webp });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const original = await t.app.inject({ url: avatar.original_url });
    expect(original.rawPayload.includes(Buffer.from('test camera'))).toBe(false);
    expect(await avatarsOf(userId)).toBe(3);

    const second = await upload(token, [{ name: 'avatar', value: await picture(64, 64), filename: 'me.png', type: 'image/png' }]);
    expect(second.json().data.avatar.original_url).toMatch(/\.png$/);
    expect(await avatarsOf(userId)).toBe(3);
    expect((await t.app.inject({ url: avatar.webp })).statusCode).toBe(404);
  });

  it('refuses a forged picture with 422 and stores nothing, not even the other fields', async () => {
    const token = await t.tokenOf('banned');
    const userId = await t.userIdOf('banned');
    const before = await userRow(userId);
    const forged = await upload(token, [
      { name: 'username', value: 'Forger' },
      { name: 'avatar', value: Buffer.from('<?php echo "not a picture"; ?>'), filename: 'avatar.png', type: 'image/png' },
    ]);
    expect([forged.statusCode, forged.json().errors]).toEqual([422, { avatar: ['profile.avatar_type'] }]);
    const truncated = (await picture(100, 100)).subarray(0, 60);
    expect((await upload(token, [{ name: 'avatar', value: truncated, filename: 'cut.png', type: 'image/png' }])).json().errors).toEqual({ avatar: ['profile.avatar_unreadable'] });
    expect((await upload(token, [{ name: 'avatar', value: await picture(8, 8), filename: 'dot.png', type: 'image/png' }])).json().errors).toEqual({ avatar: ['profile.avatar_dimensions'] });
    expect(await avatarsOf(userId)).toBe(0);
    expect(await userRow(userId)).toEqual(before);
  });

  it('refuses an oversized avatar before storing anything: 422 above 5 MB, 413 above the upload ceiling', async () => {
    const token = await t.tokenOf('admin');
    const userId = await t.userIdOf('admin');
    const big = Buffer.concat([await picture(32, 32), Buffer.alloc(5 * 1024 * 1024)]);
    const over = await upload(token, [{ name: 'avatar', value: big, filename: 'big.png', type: 'image/png' }]);
    expect([over.statusCode, over.json().errors]).toEqual([422, { avatar: ['profile.avatar_size|{"max_mb":5}'] }]);
    const huge = await upload(token, [{ name: 'avatar', value: Buffer.alloc(11 * 1024 * 1024), filename: 'huge.png', type: 'image/png' }]);
    expect(huge.statusCode).toBe(413);
    expect(await avatarsOf(userId)).toBe(0);
  });

  describe('password change', () => {
    const change = (token: string, body: Record<string, unknown>) => send(t.app, 'POST', '/api/user/profile/change-password', { token, body });
    const login = (email: string, password: string) => send(t.app, 'POST', '/api/auth/login', { body: { email, password, g_recaptcha_response: 'human' } });

    it('checks the current password and the new one', async () => {
      const token = await t.tokenOf('captain');
      const { password } = demoAccount('captain');
      const wrong = await change(token, { current_password: 'not-it', password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19' });
      expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { current_password: ['profile.current_password_wrong'] }]);
      expect((await change(token, { current_password: password, password, password_confirmation: password })).json().errors).toEqual({ password: ['profile.password_same'] });
      expect((await change(token, { current_password: password, password: 'qwerty123', password_confirmation: 'qwerty123' })).json().errors).toEqual({ password: ['auth.password_common'] });
      expect((await login(demoAccount('captain').email, password)).statusCode).toBe(200);
    });

    it('sets the new password and ends every other session of the account, keeping the caller signed in', async () => {
      const { email, password } = demoAccount('streamer');
      const caller = await t.tokenOf('streamer');
      const otherSession = await t.tokenOf('streamer');
      const bystander = await t.tokenOf('player');
      const changed = await change(caller, { current_password: password, password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toEqual({ changed: true, other_sessions_ended: expect.any(Number) });
      expect(changed.json().data.other_sessions_ended).toBeGreaterThanOrEqual(1);
      expect((await send(t.app, 'GET', '/api/user/profile', { token: caller })).statusCode).toBe(200);
      expect((await send(t.app, 'GET', '/api/user/profile', { token: otherSession })).statusCode).toBe(401);
      expect((await send(t.app, 'GET', '/api/user/profile', { token: bystander })).statusCode).toBe(200);
      expect((await login(email, password)).statusCode).toBe(422);
      expect((await login(email, 'Caspian-Breeze-19')).statusCode).toBe(200);
    });

    it('tells an account without a password to set one through recovery', async () => {
      const token = await t.tokenOf('manager');
      await db().update(users).set({ passwordHash: null }).where(eq(users.id, await t.userIdOf('manager')));
      const response = await change(token, { current_password: 'anything', password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19' });
      expect([response.statusCode, response.json().errors]).toEqual([422, { current_password: ['profile.password_not_set'] }]);
    });
  });
});
