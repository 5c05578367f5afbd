import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { phones, socialAccounts, userBans } from '../../../db/schema';
import { demoAccount } from '../../../db/seed/demo-accounts';
import { discordOAuthClient } from '../../../drivers/discord/oauth';
import { googleIdTokenVerifier } from '../../../drivers/google/id-token';
import { telegramLoginVerifier } from '../../../drivers/telegram-login/verify';
import { startStubServer, type StubServer } from '../../../../test-support/stub-server';
import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';

const CLIENT_ID = '1234-portal.apps.googleusercontent.com';
const BOT_TOKEN = '7000000001:AAH-local-test-token-0123456789';

function telegramData(fields: Record<string, string | number>, token = BOT_TOKEN) {
  const data = { auth_date: Math.floor(Date.now() / 1000) - 10, ...fields };
  const check = Object.keys(data).sort().map((key) => `${key}=${String(data[key as keyof typeof data])}`).join('\n');
  return { ...data, hash: createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex') };
}

describe.each(TEST_DRIVERS)('social accounts (%s)', (driver) => {
  let t: AuthTestWorld;
  let discord: StubServer;
  let googleToken: (claims: JWTPayload) => Promise<string>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] });
    googleToken = (claims) => {
      const jwt = new SignJWT({ iss: 'https://accounts.google.com', aud: CLIENT_ID, ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuedAt();
      return (claims.exp === undefined ? jwt.setExpirationTime('1h') : jwt).sign(privateKey);
    };
    discord = await startStubServer((request) => {
      if (request.path === '/api/v10/oauth2/token') {
        const code = new URLSearchParams(request.body).get('code');
        return code?.startsWith('good-') ? { body: { access_token: `access-${code.slice(5)}` } } : { status: 400, body: { error: 'invalid_grant' } };
      }
      const id = request.headers.authorization?.replace('Bearer access-', '') ?? '';
      return { body: { id, username: `discord_${id}`, global_name: `Discord ${id}`, email: `d${id}@mail.example`, verified: true } };
    });
    t = await openAuthWorld(driver, {
      drivers: {
        google: googleIdTokenVerifier({ clientId: CLIENT_ID, keys }),
        discord: discordOAuthClient({ clientId: '1200000000000000000', clientSecret: 'secret', apiUrl: `${discord.url}/api/v10` }),
        telegramLogin: telegramLoginVerifier({ botToken: BOT_TOKEN, botUsername: 'esports_portal_bot' }),
      },
    });
  });
  afterAll(async () => {
    await t?.dispose();
    await discord?.close();
  });

  const socialLogin = (body: Record<string, unknown>) => t.call('POST', '/api/auth/social/login', body);

  it('Google: a verified ID token creates the account once, then signs it in', async () => {
    const token = await googleToken({ sub: 'g-100', email: 'Aruzhan@Gmail.com', email_verified: true, name: 'Aruzhan K' });
    const first = await socialLogin({ provider: 'google', token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: true, roles: [{ name: 'player' }], profile: { username: 'Aruzhan K', slug: 'aruzhan-k', email: 'aruzhan@gmail.com' } });
    expect(first.json().data.profile.socialAccounts).toEqual([expect.objectContaining({ provider: 'google', primary: true })]);
    const again = await socialLogin({ provider: 'google', token });
    expect(again.json().data).toMatchObject({ created: false, profile: { id: first.json().data.profile.id } });
  });

  it('Google: another audience, an expired token or a forged one are refused', async () => {
    const wrongAudience = await socialLogin({ provider: 'google', token: await googleToken({ sub: 'g-1', aud: 'other.apps.googleusercontent.com' }) });
    expect(wrongAudience.statusCode).toBe(422);
    expect(wrongAudience.json()).toEqual({ code: 'auth.social_token_invalid', message: 'Signing in with Google could not be confirmed. Try again.' });
    const expired = await socialLogin({ provider: 'google', token: await googleToken({ sub: 'g-1', exp: Math.floor(Date.now() / 1000) - 3600 }) });
    expect(expired.json().code).toBe('auth.social_token_invalid');
    const forged = (await googleToken({ sub: 'g-1' })).replace(/\.[^.]+$/, '.AAAA');
    expect((await socialLogin({ provider: 'google', token: forged })).json().code).toBe('auth.social_token_invalid');
  });

  it('a verified e-mail of an existing account does not take that account over', async () => {
    const response = await socialLogin({ provider: 'google', token: await googleToken({ sub: 'g-200', email: demoAccount('player').email, email_verified: true, name: 'Intruder' }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('auth.social_email_taken');
  });

  it('Discord: the code is exchanged on the server with the redirect_uri of the popup', async () => {
    const response = await socialLogin({ provider: 'discord', token: 'good-555', redirect_uri: 'https://portal.example/kk/discord-redirect' });
    expect(response.json().data).toMatchObject({ created: true, profile: { username: 'Discord 555' } });
    const exchange = discord.requests.find((r) => r.path === '/api/v10/oauth2/token');
    expect(new URLSearchParams(exchange?.body).get('redirect_uri')).toBe('https://portal.example/kk/discord-redirect');
    expect((await socialLogin({ provider: 'discord', token: 'stale' })).json().code).toBe('auth.social_token_invalid');
    expect((await socialLogin({ provider: 'discord', token: 'good-1', redirect_uri: 'https://evil.example/steal' })).json().errors).toEqual({ redirect_uri: ['validation.url'] });
  });

  it('Telegram: the widget data is checked by its HMAC and its age', async () => {
    const data = telegramData({ id: 424242, first_name: 'Timur', username: 'timur_tg' });
    const ok = await t.call('POST', '/api/auth/social/telegram/login', data);
    expect(ok.json().data).toMatchObject({ created: true, profile: { username: 'timur_tg' } });
    const tampered = await t.call('POST', '/api/auth/social/telegram/login', { ...data, username: 'admin' });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().code).toBe('auth.telegram_data_invalid');
    const old = await t.call('POST', '/api/auth/social/telegram/login', telegramData({ id: 424242, auth_date: Math.floor(Date.now() / 1000) - 3 * 86_400 }));
    expect(old.json().code).toBe('auth.telegram_data_expired');
    // Minutes, not a day: data signed ten minutes ago is refused.
    const tenMinutes = await t.call('POST', '/api/auth/social/telegram/login', telegramData({ id: 424242, auth_date: Math.floor(Date.now() / 1000) - 10 * 60 }));
    expect(tenMinutes.json().code).toBe('auth.telegram_data_expired');
  });

  it('pre-registration takeover: nothing attaches before the e-mail or phone is proven, and recovery drops what was attached before', async () => {
    const { createUser } = await import('../users');
    const { issueToken } = await import('../../../sessions/tokens');
    const db = t.world.handle.db;
    const email = 'victim.owner@mail.example';
    // Someone registers with another person's address (never verified) and tries to attach their Telegram.
    const squatter = await createUser(db, { username: 'Squatter', email, emailVerified: false, passwordHash: null, locale: 'en' });
    const token = (await issueToken(db, squatter, { ttlMs: 3_600_000 })).token;
    const attach = await t.call('POST', '/api/user/profile/social-account/attach/telegram', telegramData({ id: 990001 }), { token });
    expect(attach.statusCode).toBe(403);
    expect(attach.json().code).toBe('social.ownership_unproven');
    // One attached before this rule existed: the real owner's recovery by e-mail removes it.
    await db.insert(socialAccounts).values({ userId: squatter, provider: 'telegram', providerUserId: '990001', data: {}, verifiedAt: new Date(), createdAt: new Date(Date.now() - 60_000) });
    expect((await t.call('POST', '/api/auth/forgot-password/code', { email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const code = (await t.lastMessage(email))?.code;
    const reset = await t.call('POST', '/api/auth/forgot-password/reset', { email, code, password: 'Owner-Takes-Back-42', password_confirmation: 'Owner-Takes-Back-42' });
    expect(reset.statusCode).toBe(200);
    expect(await db.select().from(socialAccounts).where(eq(socialAccounts.userId, squatter))).toEqual([]);
    expect((await t.call('POST', '/api/auth/social/telegram/login', telegramData({ id: 990001 }))).json().data.profile.email).not.toBe(email);
  });

  it('attaches Telegram and Google to the signed-in user; an account linked elsewhere is refused', async () => {
    const token = await t.tokenOf('newbie');
    const telegram = await t.call('POST', '/api/user/profile/social-account/attach/telegram', telegramData({ id: 777001, username: 'bakyt_tg' }), { token });
    expect(telegram.statusCode).toBe(200);
    expect(telegram.json().data.socialAccounts).toEqual([expect.objectContaining({ provider: 'telegram', data: expect.objectContaining({ username: 'bakyt_tg' }) })]);
    const google = await t.call('POST', '/api/user/profile/social-account/attach', { provider: 'google', token: await googleToken({ sub: 'g-newbie' }) }, { token });
    expect(google.json().data.social_accounts_count).toBe(2);
    const linkedElsewhere = await t.call('POST', '/api/user/profile/social-account/attach', { provider: 'google', token: await googleToken({ sub: 'g-100' }) }, { token: await t.tokenOf('captain') });
    expect(linkedElsewhere.statusCode).toBe(409);
    expect(linkedElsewhere.json()).toEqual({ code: 'new_profile_settings.account_already_linked', message: 'This account is already linked to another account.' });
    const second = await t.call('POST', '/api/user/profile/social-account/attach/telegram', telegramData({ id: 777002 }), { token });
    expect(second.json().code).toBe('social.provider_already_linked');
    expect((await t.call('POST', '/api/user/profile/social-account/attach/telegram', telegramData({ id: 1 }))).statusCode).toBe(401);
  });

  it('answers 404 for an account id past the integer range, never 500', async () => {
    const token = await t.tokenOf('captain');
    for (const id of ['2147483648', '9999999999', '0', 'abc']) {
      expect((await t.call('POST', `/api/user/profile/social-account/detach/${id}`, undefined, { token })).statusCode).toBe(404);
    }
  });

  it('detaches an own account; refuses while banned, for someone else’s account, and for the last way to sign in', async () => {
    const captainToken = await t.tokenOf('captain');
    const captainId = await t.userIdOf('captain');
    const [phoneAccount] = await t.world.handle.db.select().from(socialAccounts).where(eq(socialAccounts.userId, captainId)).orderBy(socialAccounts.id);
    const detachFor = (id: number, token: string) => t.call('POST', `/api/user/profile/social-account/detach/${id}`, undefined, { token });
    expect((await detachFor(phoneAccount?.id ?? 0, await t.tokenOf('player'))).statusCode).toBe(404);
    const accounts = await t.world.handle.db.select().from(socialAccounts).where(eq(socialAccounts.userId, captainId));
    const phone = accounts.find((a) => a.provider === 'phone');
    const detached = await detachFor(phone?.id ?? 0, captainToken);
    expect(detached.statusCode).toBe(200);
    expect(detached.json().data.socialAccounts.map((a: { provider: string }) => a.provider)).not.toContain('phone');
    expect(await t.world.handle.db.select().from(phones).where(eq(phones.userId, captainId))).toEqual([]);

    const bannedToken = await t.tokenOf('banned');
    const [bannedAccount] = await t.world.handle.db.select().from(socialAccounts).where(eq(socialAccounts.userId, await t.userIdOf('banned')));
    const banned = await detachFor(bannedAccount?.id ?? 0, bannedToken);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().code).toBe('notifications.ban_user_profile');

    const telegramOnly = (await t.call('POST', '/api/auth/social/telegram/login', telegramData({ id: 909090, username: 'only_tg' }))).json().data;
    const last = await detachFor(telegramOnly.profile.socialAccounts[0].id, telegramOnly.token_data.token);
    expect(last.statusCode).toBe(422);
    expect(last.json().code).toBe('social.last_sign_in_method');
    expect((await detachFor(0, captainToken)).statusCode).toBe(404);
    expect(await t.world.handle.db.select().from(userBans).where(eq(userBans.userId, captainId))).toEqual([]);
  });
});

describe('providers that are not configured', () => {
  it('answer 422 social.provider_not_offered (a caller mistake, not an outage) and are not offered', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      const response = await t.call('POST', '/api/auth/social/login', { provider: 'google', token: 'x' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'social.provider_not_offered', message: 'Signing in with Google is not offered here.' });
      expect((await t.call('POST', '/api/auth/social/telegram/login', telegramData({ id: 1 }))).statusCode).toBe(422);
    } finally {
      await t.dispose();
    }
  });
});
