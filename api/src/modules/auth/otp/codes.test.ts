import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../../db/schema';
import { messengerFromSenders } from '../../../drivers/messenger/messenger';
import { Outbox } from '../../../drivers/messenger/outbox';
import { DriverError } from '../../../drivers/driver-error';
import { TEST_DRIVERS } from '../../../../test-support/databases';
import { AUTH_LIMITS } from '../limits';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';

/** A phone per test (valid Kazakh numbers), so the 120-second resend rule of one test never hits another. */
let phoneCounter = 0;
const freshPhone = () => `+7701${String(5_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

describe.each(TEST_DRIVERS)('one-time codes (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver, { seed: false });
  });
  afterAll(() => t?.dispose());

  const send = (phone: string, channel = 'telegram', purpose = 'register', ip?: string) => t.call('POST', '/api/v1/client/auth/send-otp-code', { phone, channel, purpose }, { ip });
  const verifyTelegram = (code: string, requestId: string) => t.call('POST', '/api/v1/client/auth/verify-telegram-otp-code', { code, request_id: requestId });
  const wrongOf = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));
  const codeRow = async (requestId: string) => (await t.world.handle.db.select().from(verificationCodes).where(eq(verificationCodes.requestId, requestId)))[0];

  it('sends a 6-digit Telegram code from a CSPRNG, stores only its hash, and returns the request_id', async () => {
    const phone = freshPhone();
    const response = await send(phone);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ request_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), channel: 'telegram', expires_in: 600, resend_in: 120 });
    const message = await t.lastMessage(phone);
    expect(message).toMatchObject({ channel: 'telegram', purpose: 'register', code: expect.stringMatching(/^[0-9]{6}$/) });
    expect(message?.text).toContain(message?.code);
    const row = await codeRow(data.request_id);
    expect(row?.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(`"${message?.code}"`);
    expect(row?.expiresAt.getTime() ?? 0).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('WhatsApp codes have 4 digits; the phone of a verify call must be the phone of the code', async () => {
    const phone = freshPhone();
    const { request_id } = (await send(phone, 'whatsapp')).json().data;
    const code = (await t.lastMessage(phone))?.code ?? '';
    expect(code).toMatch(/^[0-9]{4}$/);
    const otherPhone = await t.call('POST', '/api/v1/client/whatsapp/verify-register-code', { phone: freshPhone(), code, request_id });
    expect(otherPhone.json().errors).toEqual({ code: ['otp.code_expired'] });
    const telegramEndpoint = await t.call('POST', '/api/v1/client/auth/verify-telegram-otp-code', { code: `${code}00`, request_id });
    expect(telegramEndpoint.json().errors).toEqual({ code: ['otp.code_expired'] });
    const right = await t.call('POST', '/api/v1/client/whatsapp/verify-register-code', { phone, code, request_id });
    expect(right.json()).toEqual({ data: { verified: true, request_id } });
  });

  it('a wrong code says how many tries are left; the 5th wrong try ends the code, and the 6th try is refused even when right', async () => {
    const phone = freshPhone();
    const { request_id } = (await send(phone)).json().data;
    const code = (await t.lastMessage(phone))?.code ?? '';
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await verifyTelegram(wrongOf(code), request_id);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ code: [`otp.code_invalid|{"attempts":${left}}`] });
    }
    expect((await verifyTelegram(wrongOf(code), request_id)).json().errors).toEqual({ code: ['otp.attempts_exhausted'] });
    expect((await verifyTelegram(code, request_id)).json().errors).toEqual({ code: ['otp.attempts_exhausted'] });
    expect((await codeRow(request_id))?.attempts).toBe(5);
  });

  it('a code works once', async () => {
    const phone = freshPhone();
    const { request_id } = (await send(phone)).json().data;
    const code = (await t.lastMessage(phone))?.code ?? '';
    expect((await verifyTelegram(code, request_id)).statusCode).toBe(200);
    const again = await verifyTelegram(code, request_id);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['otp.code_used'] });
  });

  it('a code expires after 10 minutes', async () => {
    const phone = freshPhone();
    const { request_id } = (await send(phone)).json().data;
    const code = (await t.lastMessage(phone))?.code ?? '';
    await t.world.handle.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.requestId, request_id));
    expect((await verifyTelegram(code, request_id)).json().errors).toEqual({ code: ['otp.code_expired'] });
  });

  it('a new code for the same phone waits 120 seconds (429 with Retry-After), then replaces the old one', async () => {
    const phone = freshPhone();
    const first = (await send(phone)).json().data.request_id as string;
    const firstCode = (await t.lastMessage(phone))?.code ?? '';
    const early = await send(phone, 'whatsapp');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'otp.resend_too_early', message: expect.stringMatching(/in (119|120) s/) });
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(119);
    await t.world.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 121_000) }).where(eq(verificationCodes.requestId, first));
    const second = await send(phone);
    expect(second.statusCode).toBe(200);
    expect((await verifyTelegram(firstCode, first)).json().errors).toEqual({ code: ['otp.code_expired'] });
  });

  it('limits code sending per address and per phone', async () => {
    const ip = t.nextIp();
    for (let i = 0; i < AUTH_LIMITS.codeSendPerIp.max; i += 1) expect((await send(freshPhone(), 'telegram', 'register', ip)).statusCode).toBe(200);
    const limited = await send(freshPhone(), 'telegram', 'register', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('errors.too_many_requests');

    const phone = freshPhone();
    for (let i = 0; i < AUTH_LIMITS.codeSendPerTarget.max; i += 1) {
      await t.world.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 121_000) }).where(eq(verificationCodes.target, phone));
      expect((await send(phone)).statusCode).toBe(200);
    }
    await t.world.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 121_000) }).where(eq(verificationCodes.target, phone));
    expect((await send(phone)).json().code).toBe('errors.too_many_requests');
  });

  it('refuses a malformed body with field codes, never 500', async () => {
    const response = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '12', channel: 'sms' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['phone.invalid'], channel: ['validation.one_of'] });
    expect((await verifyTelegram('12ab56', 'x')).json().errors).toEqual({ code: ['code.digits_only'], request_id: ['auth.request_id_invalid'] });
    expect((await verifyTelegram('123456', 'A'.repeat(22))).json().errors).toEqual({ code: ['otp.code_expired'] });
  });

  it('verify_phone codes need a signed-in user and Telegram', async () => {
    expect((await send(freshPhone(), 'telegram', 'verify_phone')).statusCode).toBe(401);
  });
});

describe('code delivery failures', () => {
  it('answers 503 when the messenger is off, and forgets a code that could not be delivered', async () => {
    const outbox = new Outbox();
    const failing = { send: async () => Promise.reject(new DriverError('unavailable', 'gateway down')) };
    const t = await openAuthWorld('pglite', { seed: false, drivers: { messenger: messengerFromSenders({ telegram: failing }, outbox) } });
    try {
      const off = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77015550001', channel: 'whatsapp' });
      expect(off.statusCode).toBe(503);
      expect(off.json().code).toBe('errors.messenger_unavailable');
      const failed = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77015550001', channel: 'telegram' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().code).toBe('errors.delivery_failed');
      expect(await t.world.handle.db.select().from(verificationCodes)).toEqual([]);
    } finally {
      await t.dispose();
    }
  });
});
