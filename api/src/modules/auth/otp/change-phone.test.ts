import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';
import { send } from '../../../../test-support/requests';

describe.each(TEST_DRIVERS)('phone change and verification (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  // The bot check is off in this world: its fixed marker goes with every request (the refusal below).
  const changePhone = (body: Record<string, unknown>, token?: string) => send(t.app, 'POST', '/api/user/profile/change-phone', { token, body: { g_recaptcha_response: 'bot-check-disabled', ...body } });
  const verify = (body: unknown, token?: string) => send(t.app, 'POST', '/api/user/profile/verify', { token, body });

  it('needs a signed-in user', async () => {
    expect((await changePhone({ phone: '+77015551001' })).statusCode).toBe(401);
    expect((await verify({ code: '123456', request_id: 'a'.repeat(22) })).statusCode).toBe(401);
  });

  it('passes the bot check before sending a code to the phone named (change phone and WhatsApp attach)', async () => {
    const checked = await t.world.appWith({}, { drivers: { botCheck: { publicConfig: { driver: 'recaptcha', site_key: 'k', action: 'login' }, verify: async (token) => token === 'human' } } });
    const token = await t.tokenOf('player');
    const post = (url: string, body: Record<string, unknown>) => checked.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    const attach = { phone: '90 765 43 99', country_code: 'uz', number_code: '998' };
    for (const [url, body] of [
      ['/api/user/profile/change-phone', { phone: '+77015551099', channel: 'telegram' }],
      ['/api/v1/client/whatsapp/attach', attach],
    ] as const) {
      const robot = await post(url, { ...body, g_recaptcha_response: 'robot' });
      expect([url, robot.statusCode, robot.json().code]).toEqual([url, 422, 'auth.bot_check_failed']);
      expect((await post(url, body)).json().errors).toEqual({ g_recaptcha_response: ['auth.recaptcha_required'] });
    }
    expect(await t.lastMessage('+77015551099')).toBeUndefined();
    expect(await t.lastMessage('+998907654399')).toBeUndefined();
    expect((await post('/api/user/profile/change-phone', { phone: '+77015551099', channel: 'telegram', g_recaptcha_response: 'human' })).statusCode).toBe(200);
  });

  it('sends a Telegram code to the new phone; the code makes it the verified phone', async () => {
    const token = await t.tokenOf('newbie');
    const sent = await changePhone({ phone: '+7 701 555 10 02', channel: 'telegram' }, token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ request_id: expect.any(String), channel: 'telegram', expires_in: 600, resend_in: 120 });
    const message = await t.lastMessage('+77015551002');
    expect(message?.code).toMatch(/^[0-9]{6}$/);
    const wrong = await verify({ code: message?.code === '000000' ? '111111' : '000000', request_id: sent.json().data.request_id }, token);
    expect(wrong.json().errors.code[0]).toMatch(/^otp\.code_invalid/);
    const done = await verify({ code: message?.code, request_id: sent.json().data.request_id }, token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.socialAccounts).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'phone', data: { phone: '+77015551002' }, verified_at: expect.any(String) })]));
    const again = await changePhone({ phone: '+77015551002' }, token);
    expect([again.statusCode, again.json().code]).toEqual([429, 'otp.resend_too_early']);
  });

  it('sends a 4-digit WhatsApp code, replacing the previous phone', async () => {
    const token = await t.tokenOf('player');
    const sent = await changePhone({ phone: '+77015551003', channel: 'whatsapp' }, token);
    const code = (await t.lastMessage('+77015551003'))?.code;
    expect(code).toMatch(/^[0-9]{4}$/);
    const done = await verify({ code, request_id: sent.json().data.request_id }, token);
    const phones = (done.json().data.socialAccounts as { provider: string; data: unknown }[]).filter((account) => account.provider === 'phone');
    expect(phones).toEqual([expect.objectContaining({ data: { phone: '+77015551003' } })]);
  });

  it("refuses another account's phone, and another player's code", async () => {
    const token = await t.tokenOf('streamer');
    const taken = await changePhone({ phone: '+77010000002' }, token);
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'auth.exist_user_by_phone']);
    const sent = await changePhone({ phone: '+77015551004' }, token);
    const code = (await t.lastMessage('+77015551004'))?.code;
    const stolen = await verify({ code, request_id: sent.json().data.request_id }, await t.tokenOf('banned'));
    expect([stolen.statusCode, stolen.json().errors]).toEqual([422, { code: ['otp.code_expired'] }]);
    expect((await changePhone({ phone: '12', channel: 'sms' }, token)).json().errors).toEqual({ phone: ['phone.invalid'], channel: ['validation.one_of'] });
  });
});
