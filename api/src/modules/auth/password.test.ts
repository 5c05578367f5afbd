import { eq } from 'drizzle-orm';
import { passwordResets, phones, verificationCodes } from '../../db/schema';
import { demoAccount } from '../../db/seed/demo-accounts';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';

const NEW_PASSWORD = 'Caspian-Breeze-19';

describe.each(TEST_DRIVERS)('password recovery (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const login = (credentials: Record<string, string>) => t.call('POST', '/api/auth/login', { ...credentials, g_recaptcha_response: 'bot-check-disabled' });
  const backdate = (target: string) => t.world.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 121_000) }).where(eq(verificationCodes.target, target));
  /** Messages are sent without waiting: give the background delivery a moment. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('by e-mail: the same answer for known and unknown addresses; only the known one gets a code and a link', async () => {
    const known = await t.call('POST', '/api/auth/forgot-password/code', { email: demoAccount('manager').email.toUpperCase() }, { lang: 'ru' });
    const unknown = await t.call('POST', '/api/auth/forgot-password/code', { email: 'nobody@esports.example' }, { lang: 'ru' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
    expect(unknown.json().data).toMatchObject({ channel: 'email', expires_in: 600, resend_in: 120 });
    await settle();
    expect(await t.lastMessage('nobody@esports.example')).toBeUndefined();
    const mail = await t.lastMessage(demoAccount('manager').email);
    expect(mail).toMatchObject({ channel: 'email', code: expect.stringMatching(/^[0-9]{6}$/), link: expect.stringMatching(/^http:\/\/localhost:8080\/password\/confirmation\/[A-Za-z0-9_-]{43}$/) });
    expect(mail?.text).toContain('Восстановление пароля');
  });

  it('by e-mail code: a wrong code counts, the right one sets the password and ends every session', async () => {
    const manager = demoAccount('manager');
    const session = await t.tokenOf('manager');
    await backdate(manager.email);
    await t.call('POST', '/api/auth/forgot-password/code', { email: manager.email });
    await settle();
    const code = (await t.lastMessage(manager.email))?.code ?? '';
    const reset = (c: string) => t.call('POST', '/api/auth/forgot-password/reset', { email: manager.email, code: c, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await reset(code === '000000' ? '111111' : '000000')).json().errors).toEqual({ code: ['otp.code_invalid|{"attempts":4}'] });
    expect((await reset(code)).json()).toEqual({ data: { reset: true } });
    expect((await reset(code)).json().errors).toEqual({ code: ['otp.code_expired'] });
    expect((await t.call('GET', '/api/user/profile', undefined, { token: session })).statusCode).toBe(401);
    expect((await login({ email: manager.email, password: manager.password })).statusCode).toBe(422);
    expect((await login({ email: manager.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('by e-mailed link: works once, within the hour', async () => {
    const streamer = demoAccount('streamer');
    await t.call('POST', '/api/auth/forgot-password/code', { email: streamer.email });
    await settle();
    const hash = (await t.lastMessage(streamer.email))?.link?.split('/').pop() ?? '';
    const reset = () => t.call('POST', '/api/v1/client/reset-password', { hash, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await reset()).json()).toEqual({ data: { reset: true } });
    expect((await reset()).json().errors).toEqual({ hash: ['auth.reset_link_invalid'] });
    expect((await login({ email: streamer.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    await backdate(streamer.email);
    await t.call('POST', '/api/auth/forgot-password/code', { email: streamer.email });
    await settle();
    const late = (await t.lastMessage(streamer.email))?.link?.split('/').pop() ?? '';
    await t.world.handle.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.call('POST', '/api/v1/client/reset-password', { hash: late, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(expired.json().errors).toEqual({ hash: ['auth.reset_link_invalid'] });
  });

  it('by phone: recovery code, verified request_id, new password; an unknown phone answers the same and gets nothing', async () => {
    const captain = demoAccount('captain');
    const phone = captain.phone ?? '';
    const sent = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone, channel: 'whatsapp', purpose: 'forgot_password' });
    const stranger = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77019998877', channel: 'whatsapp', purpose: 'forgot_password' });
    expect(sent.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    await settle();
    expect(await t.lastMessage('+77019998877')).toBeUndefined();
    const code = (await t.lastMessage(phone))?.code;
    const requestId = sent.json().data.request_id;
    const verified = await t.call('POST', '/api/v1/client/whatsapp/verify-forgot-password', { phone, code, request_id: requestId });
    expect(verified.json()).toEqual({ data: { verified: true, request_id: requestId } });
    const reset = await t.call('POST', '/api/v1/client/reset-password', { request_id: requestId, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.json()).toEqual({ data: { reset: true } });
    expect((await login({ phone, password: NEW_PASSWORD })).statusCode).toBe(200);
    const reused = await t.call('POST', '/api/v1/client/reset-password', { request_id: requestId, password: 'Another-Pass-31', password_confirmation: 'Another-Pass-31' });
    expect(reused.json().errors).toEqual({ request_id: ['auth.phone_not_verified'] });
  });

  it('by phone through Telegram: the recovery code is checked at the Telegram endpoint, and only there', async () => {
    const admin = demoAccount('admin');
    const phone = admin.phone ?? '';
    // Recovery codes go only through the messenger the phone was verified with: here Telegram.
    await t.world.handle.db.update(phones).set({ messenger: 'telegram' }).where(eq(phones.phone, phone));
    const requestId = (await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone, purpose: 'forgot_password' })).json().data.request_id as string;
    await settle();
    const code = (await t.lastMessage(phone))?.code ?? '';
    expect(code).toMatch(/^[0-9]{6}$/);
    const signUpEndpoint = await t.call('POST', '/api/v1/client/auth/verify-telegram-otp-code', { code, request_id: requestId });
    expect(signUpEndpoint.json().errors).toEqual({ code: ['otp.code_expired'] });
    const verified = await t.call('POST', '/api/v1/client/telegram/verify-forgot-password-telegram-otp-code', { code, request_id: requestId });
    expect(verified.json()).toEqual({ data: { verified: true, request_id: requestId } });
    expect((await t.call('POST', '/api/v1/client/reset-password', { request_id: requestId, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: admin.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a sign-up proof does not reset a password, and the new password follows the rules', async () => {
    const phone = '+77014443322';
    const requestId = (await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone })).json().data.request_id;
    const code = (await t.lastMessage(phone))?.code;
    await t.call('POST', '/api/v1/client/auth/verify-telegram-otp-code', { code, request_id: requestId });
    const response = await t.call('POST', '/api/v1/client/reset-password', { request_id: requestId, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.json().errors).toEqual({ request_id: ['auth.phone_not_verified'] });
    const weak = await t.call('POST', '/api/v1/client/reset-password', { request_id: requestId, password: 'password1', password_confirmation: 'password1' });
    expect(weak.json().errors).toEqual({ password: ['auth.password_common'] });
  });
});
