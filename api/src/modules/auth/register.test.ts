import { eq } from 'drizzle-orm';
import { phones, socialAccounts, users } from '../../db/schema';
import { demoAccount } from '../../db/seed/demo-accounts';
import type { BotCheck } from '../../drivers/bot-check/bot-check';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';

let n = 0;
const freshPhone = () => `+99890${String(1_000_000 + (n += 1)).padStart(7, '0')}`;
const fields = (name: string) => ({ username: name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@mail.example`, password: 'Steppe-Wolf-77', password_confirmation: 'Steppe-Wolf-77', birthday: '2004-02-29' });
/** The e-mail form's body: the fields, the agreement and the bot check's token. */
const byMail = (name: string, token = 'bot-check-disabled') => ({ ...fields(name), agreement: true, g_recaptcha_response: token });
/** A bot check that passes only the token 'human'. */
const botCheck: BotCheck = { publicConfig: { driver: 'recaptcha', site_key: 'site-key', action: 'login' }, verify: async (token) => token === 'human' };

describe.each(TEST_DRIVERS)('registration (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  /** send-otp-code, then the verify call of the channel with the code the outbox kept: the verified request_id. */
  const verifiedPhone = async (phone: string, channel: 'telegram' | 'whatsapp' = 'telegram') => {
    const requestId = (await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone, channel })).json().data.request_id as string;
    const code = (await t.lastMessage(phone))?.code;
    const verified =
      channel === 'telegram'
        ? await t.call('POST', '/api/v1/client/auth/verify-telegram-otp-code', { code, request_id: requestId })
        : await t.call('POST', '/api/v1/client/whatsapp/verify-register-code', { phone, code, request_id: requestId });
    return { requestId, verified };
  };

  it('by phone: code, then create-user; the account is signed in with a verified phone and a slug', async () => {
    const phone = freshPhone();
    const { requestId, verified } = await verifiedPhone(phone, 'whatsapp');
    expect(verified.statusCode).toBe(200);
    const response = await t.call('POST', '/api/v1/client/auth/register', { ...fields('Жандос Ойыншы'), email: 'zhandos@mail.example', request_id: requestId });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token_data.token).toBeTruthy();
    expect(data.roles).toEqual([{ name: 'player' }]);
    expect(data.profile).toMatchObject({ username: 'Жандос Ойыншы', slug: 'zhandos-oyynshy', game_profiles: [] });
    expect(data.profile.socialAccounts).toEqual([expect.objectContaining({ provider: 'phone', data: { phone }, verified_at: expect.any(String) })]);
    const [saved] = await t.world.handle.db.select().from(phones).where(eq(phones.phone, phone));
    expect(saved).toMatchObject({ userId: data.profile.id, countryCode: 'uz', numberCode: '998', messenger: 'whatsapp' });
    const [user] = await t.world.handle.db.select().from(users).where(eq(users.id, data.profile.id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.countryId).toBe(1);
    const login = await t.call('POST', '/api/auth/login', { phone, password: 'Steppe-Wolf-77', g_recaptcha_response: 'bot-check-disabled' });
    expect(login.statusCode).toBe(200);
  });

  it('the proof of a phone works once, and only for sign-up', async () => {
    const phone = freshPhone();
    const { requestId } = await verifiedPhone(phone);
    expect((await t.call('POST', '/api/v1/client/auth/register', { ...fields('Once Only'), request_id: requestId })).statusCode).toBe(201);
    const again = await t.call('POST', '/api/v1/client/auth/register', { ...fields('Twice Over'), request_id: requestId });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ request_id: ['auth.phone_not_verified'] });
    const unverified = (await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: freshPhone() })).json().data.request_id;
    expect((await t.call('POST', '/api/v1/client/auth/register', { ...fields('No Code'), request_id: unverified })).json().errors).toEqual({ request_id: ['auth.phone_not_verified'] });
  });

  it('a phone with an account: the owner learns it only after entering the code', async () => {
    const phone = demoAccount('captain').phone ?? '';
    const sent = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone });
    expect(sent.statusCode).toBe(200);
    const code = (await t.lastMessage(phone))?.code;
    const verified = await t.call('POST', '/api/v1/client/auth/verify-telegram-otp-code', { code, request_id: sent.json().data.request_id });
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ code: 'auth.exist_user_by_phone', message: 'A user with this phone number is already registered.' });
  });

  it('a failed create-user keeps the proof (fix the field and try again) and writes nothing', async () => {
    const phone = freshPhone();
    const { requestId } = await verifiedPhone(phone);
    const taken = await t.call('POST', '/api/v1/client/auth/register', { ...fields(demoAccount('player').username), email: demoAccount('player').email, request_id: requestId });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ['auth.username_taken'], email: ['auth.email_taken'] });
    expect(await t.world.handle.db.select().from(phones).where(eq(phones.phone, phone))).toEqual([]);
    expect((await t.call('POST', '/api/v1/client/auth/register', { ...fields('Second Try'), request_id: requestId })).statusCode).toBe(201);
  });

  it('by e-mail passes the bot check first: no account for a refused or missing token', async () => {
    const checked = await t.world.appWith({}, { drivers: { botCheck } });
    const post = (body: unknown) => checked.inject({ method: 'POST', url: '/api/auth/register', payload: body as Record<string, unknown>, headers: { 'accept-language': 'en' } });
    const refused = await post(byMail('Bot Farm', 'robot'));
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'auth.bot_check_failed']);
    const missing = await post({ ...fields('Bot Farm'), agreement: true });
    expect(missing.json().errors).toEqual({ g_recaptcha_response: ['auth.recaptcha_required'] });
    const [row] = await t.world.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'Bot Farm'));
    expect(row).toBeUndefined();
    expect((await post(byMail('Bot Farm', 'human'))).statusCode).toBe(201);
  });

  it('refuses the most common passwords and a mismatched confirmation', async () => {
    const response = await t.call('POST', '/api/auth/register', { ...byMail('Common Pass'), password: 'qwerty123', password_confirmation: 'qwerty12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['auth.password_common'], password_confirmation: ['auth.password_mismatch'] });
  });

  it('by e-mail with the agreement accepted; e-mail and username are unique without regard to case', async () => {
    const response = await t.call('POST', '/api/auth/register', byMail('Mail Player'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.profile).toMatchObject({ username: 'Mail Player', slug: 'mail-player', email: 'mail.player@mail.example', socialAccounts: [] });
    const twin = await t.call('POST', '/api/auth/register', { ...byMail('MAIL PLAYER'), email: 'Mail.Player@mail.example' });
    expect(twin.json().errors).toEqual({ username: ['auth.username_taken'], email: ['auth.email_taken'] });
    const noAgreement = await t.call('POST', '/api/auth/register', { ...fields('No Agreement'), g_recaptcha_response: 'bot-check-disabled' });
    expect(noAgreement.json().errors).toEqual({ agreement: ['auth.agreement_required'] });
    const sameSlug = await t.call('POST', '/api/auth/register', { ...byMail('Mail-Player'), email: 'other.mail@mail.example' });
    expect(sameSlug.json().data.profile.slug).toBe('mail-player-2');
    const [row] = await t.world.handle.db.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.userId, sameSlug.json().data.profile.id));
    expect(row).toBeUndefined();
  });
});
