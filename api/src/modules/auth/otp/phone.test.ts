import { eq } from 'drizzle-orm';
import { phones } from '../../../db/schema';
import { demoAccount } from '../../../db/seed/demo-accounts';
import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';

describe.each(TEST_DRIVERS)("the signed-in user's phone and WhatsApp (%s)", (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  it('verifies a phone with a Telegram code (POST /user/profile/verify)', async () => {
    const token = await t.tokenOf('newbie');
    const phone = '+996700123456';
    const sent = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone, purpose: 'verify_phone' }, { token });
    expect(sent.statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+996700123457', channel: 'whatsapp', purpose: 'verify_phone' }, { token })).json().errors).toEqual({
      channel: ['validation.one_of'],
    });
    const code = (await t.lastMessage(phone))?.code;
    const foreign = await t.call('POST', '/api/user/profile/verify', { code, request_id: sent.json().data.request_id }, { token: await t.tokenOf('player') });
    expect(foreign.json().errors).toEqual({ code: ['otp.code_expired'] });
    const verified = await t.call('POST', '/api/user/profile/verify', { code, request_id: sent.json().data.request_id }, { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.socialAccounts).toEqual([expect.objectContaining({ provider: 'phone', data: { phone } })]);
    const [row] = await t.world.handle.db.select().from(phones).where(eq(phones.phone, phone));
    expect(row).toMatchObject({ countryCode: 'kg', numberCode: '996', messenger: 'telegram' });
  });

  it("refuses a phone that is another account's", async () => {
    const token = await t.tokenOf('streamer');
    const phone = demoAccount('player').phone ?? '';
    const requestId = (await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone, purpose: 'verify_phone' }, { token })).json().data.request_id;
    const code = (await t.lastMessage(phone))?.code;
    const response = await t.call('POST', '/api/user/profile/verify', { code, request_id: requestId }, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('auth.exist_user_by_phone');
  });

  it('links WhatsApp: attach sends a 4-digit code, verify-whatsapp checks it, check-exist shows the masked number', async () => {
    const token = await t.tokenOf('manager');
    expect((await t.call('GET', '/api/v1/client/whatsapp/check-exist', undefined, { token })).json()).toEqual({ data: { exists: false, phone: null } });
    const body = { phone: '90 765 43 21', country_code: 'uz', number_code: '998' };
    const sent = await t.call('POST', '/api/v1/client/whatsapp/attach', { ...body, g_recaptcha_response: 'bot-check-disabled' }, { token });
    expect(sent.json().data).toMatchObject({ channel: 'whatsapp', expires_in: 600 });
    const code = (await t.lastMessage('+998907654321'))?.code ?? '';
    expect(code).toMatch(/^[0-9]{4}$/);
    const wrong = await t.call('POST', '/api/v1/client/whatsapp/send-code/verify-whatsapp', { ...body, code: code === '0000' ? '1111' : '0000' }, { token });
    expect(wrong.json().errors).toEqual({ code: ['otp.code_invalid|{"attempts":4}'] });
    const linked = await t.call('POST', '/api/v1/client/whatsapp/send-code/verify-whatsapp', { ...body, code }, { token });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.socialAccounts.map((a: { provider: string }) => a.provider)).toContain('whatsapp');
    expect((await t.call('GET', '/api/v1/client/whatsapp/check-exist', undefined, { token })).json()).toEqual({ data: { exists: true, phone: '+99890***21' } });
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('POST', '/api/v1/client/whatsapp/attach', { phone: '+998907654321', country_code: 'uz', number_code: '998' })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/client/whatsapp/check-exist')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/user/profile/verify', { code: '123456', request_id: 'A'.repeat(22) })).statusCode).toBe(401);
  });
});
