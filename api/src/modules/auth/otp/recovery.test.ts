import { and, eq } from 'drizzle-orm';
import { notifications, verificationCodes } from '../../../db/schema';
import { recoveryAccount } from '../../../db/seed/recovery-accounts';
import type { BotCheck } from '../../../drivers/bot-check/bot-check';
import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';
import { issueCode } from './codes';
import { RECOVERY_WRONG_GUESSES_PER_DAY } from './policy';

/** A bot check that passes only the token 'human'. */
const botCheck: BotCheck = { publicConfig: { driver: 'recaptcha', site_key: 'site-key', action: 'login' }, verify: async (token) => token === 'human' };
const SEND = '/api/v1/client/auth/send-otp-code';
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(TEST_DRIVERS)('recovery and sign-up codes (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver, { drivers: { botCheck } });
  });
  afterAll(() => t?.dispose());

  it('recovery codes have 6 digits on WhatsApp too, and go only to the messenger the phone was verified with', async () => {
    // Recovery accounts verified their phone with WhatsApp.
    const { phone } = recoveryAccount(0);
    const byTelegram = await t.call('POST', SEND, { phone, channel: 'telegram', purpose: 'forgot_password' });
    expect(byTelegram.statusCode).toBe(200);
    await settle();
    expect(await t.lastMessage(phone)).toBeUndefined();

    const other = recoveryAccount(1).phone;
    const sent = await t.call('POST', SEND, { phone: other, channel: 'whatsapp', purpose: 'forgot_password' });
    expect(sent.statusCode).toBe(200);
    await settle();
    const message = await t.lastMessage(other);
    expect(message).toMatchObject({ channel: 'whatsapp', purpose: 'forgot_password', code: expect.stringMatching(/^[0-9]{6}$/) });
    const checked = await t.call('POST', '/api/v1/client/whatsapp/verify-forgot-password', { phone: other, code: message?.code, request_id: sent.json().data.request_id });
    expect(checked.statusCode).toBe(200);
    // A 4-digit code is refused on the recovery route.
    const short = await t.call('POST', '/api/v1/client/whatsapp/verify-forgot-password', { phone: other, code: '1234', request_id: sent.json().data.request_id });
    expect(short.json().errors).toEqual({ code: ['code.length|{"length":6}'] });
  });

  it('locks recovery of a target after 10 wrong guesses a day across codes, and tells the owner', async () => {
    const { phone } = recoveryAccount(2);
    const userId = await userIdOfPhone(phone);
    const guess = (requestId: string, code = '000000') => t.call('POST', '/api/v1/client/whatsapp/verify-forgot-password', { phone, code, request_id: requestId });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const first = await issueCode(t.world.handle.db, { purpose: 'forgot_password', channel: 'whatsapp', target: phone, userId, now: minutesAgo(8) });
    const wrong = first.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await guess(first.requestId, wrong)).statusCode).toBe(422);
    const second = await issueCode(t.world.handle.db, { purpose: 'forgot_password', channel: 'whatsapp', target: phone, userId, now: minutesAgo(5) });
    const wrong2 = second.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < RECOVERY_WRONG_GUESSES_PER_DAY - 6; i += 1) expect((await guess(second.requestId, wrong2)).json().errors.code[0]).toMatch(/^otp\.code_invalid/);
    const locking = await guess(second.requestId, wrong2);
    expect(locking.json().errors).toEqual({ code: ['otp.recovery_locked'] });
    const told = await t.world.handle.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'recovery_locked')));
    expect(told).toHaveLength(1);

    // A new code, even the right one, does not help for the rest of the day; nothing is sent either.
    const third = await issueCode(t.world.handle.db, { purpose: 'forgot_password', channel: 'whatsapp', target: phone, userId, now: minutesAgo(2) });
    expect((await guess(third.requestId, third.code)).json().errors).toEqual({ code: ['otp.recovery_locked'] });
    expect((await t.call('POST', SEND, { phone, channel: 'whatsapp', purpose: 'forgot_password' })).statusCode).toBe(200);
    await settle();
    expect((await t.lastMessage(phone))?.code).toBeUndefined();
  });

  it("never locks the owner's real channel with guesses at codes that were not sent to them", async () => {
    // The account verified its phone with WhatsApp; someone asks for Telegram codes (never sent) and guesses.
    const { phone } = recoveryAccount(4);
    const userId = await userIdOfPhone(phone);
    const telegramGuess = (requestId: string, code: string) => t.call('POST', '/api/v1/client/telegram/verify-forgot-password-telegram-otp-code', { code, request_id: requestId });
    const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
    for (const at of [-9, -6]) {
      const earlier = await issueCode(t.world.handle.db, { purpose: 'forgot_password', channel: 'telegram', target: phone, userId: null, now: minutesFromNow(at) });
      const wrong = earlier.code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await telegramGuess(earlier.requestId, wrong)).json().errors.code[0]).not.toBe('otp.recovery_locked');
    }
    const asked = await t.call('POST', SEND, { phone, channel: 'telegram', purpose: 'forgot_password' });
    const requestId = asked.json().data.request_id as string;
    const [unsent] = await t.world.handle.db.select().from(verificationCodes).where(eq(verificationCodes.requestId, requestId));
    expect(unsent?.userId).toBeNull();
    for (let i = 0; i < 5; i += 1) expect((await telegramGuess(requestId, '000000')).json().errors.code[0]).not.toBe('otp.recovery_locked');
    // 15 wrong guesses later, the owner's WhatsApp code still works and nobody was told of a lock.
    const real = await issueCode(t.world.handle.db, { purpose: 'forgot_password', channel: 'whatsapp', target: phone, userId, now: minutesFromNow(3) });
    const checked = await t.call('POST', '/api/v1/client/whatsapp/verify-forgot-password', { phone, code: real.code, request_id: real.requestId });
    expect(checked.statusCode).toBe(200);
    expect(await t.world.handle.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'recovery_locked')))).toHaveLength(0);
  });

  it('sign-up codes pass the bot check; the resend lock is per purpose', async () => {
    const phone = '+77017771234';
    const robot = await t.call('POST', SEND, { phone, purpose: 'register', g_recaptcha_response: 'robot' });
    expect(robot.statusCode).toBe(422);
    expect(robot.json().code).toBe('auth.bot_check_failed');
    expect((await t.call('POST', SEND, { phone, purpose: 'register' })).statusCode).toBe(422);
    // A stranger's sign-up code does not lock the owner's recovery code.
    const victim = recoveryAccount(3).phone;
    expect((await t.call('POST', SEND, { phone: victim, channel: 'whatsapp', purpose: 'register', g_recaptcha_response: 'human' })).statusCode).toBe(200);
    expect((await t.call('POST', SEND, { phone: victim, channel: 'whatsapp', purpose: 'forgot_password' })).statusCode).toBe(200);
    expect((await t.call('POST', SEND, { phone: victim, channel: 'whatsapp', purpose: 'register', g_recaptcha_response: 'human' })).statusCode).toBe(429);
  });

  async function userIdOfPhone(phone: string): Promise<number> {
    const { phones } = await import('../../../db/schema');
    const [row] = await t.world.handle.db.select({ userId: phones.userId }).from(phones).where(eq(phones.phone, phone));
    if (!row) throw new Error(`no account has ${phone}`);
    return row.userId;
  }
});
