import { demoAccount } from '../../db/seed/demo-accounts';
import type { BotCheck } from '../../drivers/bot-check/bot-check';
import { DriverError } from '../../drivers/driver-error';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { AUTH_LIMITS } from './limits';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';

const player = demoAccount('player');
const captain = demoAccount('captain');

/** A bot check that passes only the token 'human' (and is unreachable for 'outage'). */
const botCheck: BotCheck = {
  publicConfig: { driver: 'recaptcha', site_key: 'site-key', action: 'login' },
  verify: async (token) => {
    if (token === 'outage') throw new DriverError('unavailable', 'down');
    return token === 'human';
  },
};

describe.each(TEST_DRIVERS)('password sign-in (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver, { drivers: { botCheck } });
  });
  afterAll(() => t?.dispose());

  const login = (body: Record<string, unknown>, ip?: string) => t.call('POST', '/api/auth/login', { g_recaptcha_response: 'human', ...body }, { ip });

  it('signs in by e-mail: token_data.token, roles and profile', async () => {
    const response = await login({ email: player.email.toUpperCase(), password: player.password });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token_data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.roles).toEqual([{ name: 'player' }]);
    expect(data.profile).toMatchObject({ slug: player.slug, username: player.username, email: player.email });
    expect(data.profile.game_profiles[0]).toMatchObject({ game_id: 1, pubg_id: expect.stringMatching(/^[0-9]+$/) });
    expect(data.profile.socialAccounts.map((a: { provider: string }) => a.provider)).toContain('phone');
    const me = await t.call('GET', '/api/user/profile', undefined, { token: data.token_data.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(data.profile);
  });

  it('signs in by phone (spaces ignored) and through /v1/client/auth/login/via-email', async () => {
    const byPhone = await login({ phone: '+7 701 000 00 02', password: captain.password });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data.profile.slug).toBe(captain.slug);
    const viaEmail = await t.call('POST', '/api/v1/client/auth/login/via-email', { email: captain.email, password: captain.password, g_recaptcha_response: 'human' });
    expect(viaEmail.statusCode).toBe(200);
    const phoneRefused = await t.call('POST', '/api/v1/client/auth/login/via-email', { phone: '+77010000002', password: captain.password, g_recaptcha_response: 'human' });
    expect(phoneRefused.statusCode).toBe(422);
    expect(phoneRefused.json().errors.email).toEqual(['validation.required']);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await login({ email: player.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@esports.example', password: 'not-the-password' });
    const unknownPhone = await login({ phone: '+77019999999', password: 'not-the-password' });
    for (const response of [wrong, unknown, unknownPhone]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'notifications.notif_wrong_email', message: 'Wrong e-mail, phone number or password.' });
    }
  });

  it('checks the bot check before the password', async () => {
    const refused = await login({ email: player.email, password: player.password, g_recaptcha_response: 'robot' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('auth.bot_check_failed');
    const outage = await login({ email: player.email, password: player.password, g_recaptcha_response: 'outage' });
    expect(outage.statusCode).toBe(503);
    const missing = await t.call('POST', '/api/auth/login', { email: player.email, password: player.password });
    expect(missing.json().errors).toEqual({ g_recaptcha_response: ['auth.recaptcha_required'] });
  });

  it('limits attempts per account, whatever the address', async () => {
    const { max } = AUTH_LIMITS.loginPerAccount;
    for (let i = 0; i < max; i += 1) expect((await login({ email: 'target@esports.example', password: `guess-${i}` })).statusCode).toBe(422);
    const limited = await login({ email: 'Target@Esports.example', password: 'guess-last' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('errors.too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per address, whatever the account', async () => {
    const ip = t.nextIp();
    const { max } = AUTH_LIMITS.loginPerIp;
    for (let i = 0; i < max; i += 1) expect((await login({ email: `spray-${i}@esports.example`, password: 'x' }, ip)).statusCode).toBe(422);
    expect((await login({ email: player.email, password: player.password }, ip)).statusCode).toBe(429);
    expect((await login({ email: player.email, password: player.password })).statusCode).toBe(200);
  });

  it('limits a percent-encoded sign-in path like the plain one', async () => {
    const { max } = AUTH_LIMITS.loginPerAccount;
    const email = 'encoded-target@esports.example';
    for (let i = 0; i < max; i += 1) {
      const response = await t.call('POST', '/%61pi/auth/login', { email, password: `guess-${i}`, g_recaptcha_response: 'human' });
      expect(response.statusCode).toBe(422);
    }
    expect((await t.call('POST', '/%61pi/auth/%6cogin', { email, password: 'guess-last', g_recaptcha_response: 'human' })).statusCode).toBe(429);
  });

  it('counts IPv6 clients per /64 address block', async () => {
    const { max } = AUTH_LIMITS.loginPerIp;
    for (let i = 0; i < max; i += 1) expect((await login({ email: `v6-${i}@esports.example`, password: 'x' }, `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode).toBe(422);
    expect((await login({ email: player.email, password: player.password }, '2001:db8:77:1:abcd::1')).statusCode).toBe(429);
    expect((await login({ email: player.email, password: player.password }, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('refuses a user under a site-wide ban', async () => {
    const { userBans } = await import('../../db/schema');
    await t.world.handle.db.insert(userBans).values({ userId: await t.userIdOf('newbie'), scope: 'site', reason: 'test', expiresAt: new Date(Date.now() + 3_600_000) });
    const newbie = demoAccount('newbie');
    const response = await login({ email: newbie.email, password: newbie.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth.account_banned');
  });

  it('logout revokes the token on the server', async () => {
    const token = (await login({ email: player.email, password: player.password })).json().data.token_data.token as string;
    expect((await t.call('POST', '/api/auth/logout', undefined, { token })).json()).toEqual({ data: { logged_out: true } });
    expect((await t.call('GET', '/api/user/profile', undefined, { token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/logout', undefined, { token })).statusCode).toBe(401);
  });

  it('GET /user/profile needs a token', async () => {
    expect((await t.call('GET', '/api/user/profile')).statusCode).toBe(401);
  });

  it('publishes what the login screen offers (the outbox only to loopback clients)', async () => {
    expect((await t.call('GET', '/api/v1/client/auth/config', undefined, { ip: '203.0.113.44' })).json().data.dev_outbox).toBe(false);
    const response = await t.call('GET', '/api/v1/client/auth/config', undefined, { ip: '127.0.0.1' });
    expect(response.json()).toEqual({
      data: {
        bot_check: { driver: 'recaptcha', site_key: 'site-key', action: 'login' },
        google: null,
        discord: null,
        telegram: null,
        messengers: ['telegram', 'whatsapp'],
        dev_outbox: true,
      },
    });
  });
});
