import { inArray } from 'drizzle-orm';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { gameProfiles, phones, socialAccounts, teamMembers, users, verificationCodes } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { RECOVERY_ACCOUNT_COUNT, RECOVERY_ACCOUNT_PASSWORD, RECOVERY_ACCOUNTS, recoveryAccount } from './recovery-accounts';

const NEW_PASSWORD = 'Caspian-Breeze-19';

describe('recoveryAccount', () => {
  it('numbers the accounts from 1 with their own phones, and refuses a slot outside the pool', () => {
    expect(recoveryAccount(0)).toEqual({ email: 'recovery.1@esports.example', username: 'Recovery1', slug: 'recovery-1', phone: '+77010000101' });
    expect(recoveryAccount(RECOVERY_ACCOUNT_COUNT - 1).phone).toBe('+77010000108');
    expect(new Set(RECOVERY_ACCOUNTS.map((a) => a.phone)).size).toBe(RECOVERY_ACCOUNT_COUNT);
    for (const demo of DEMO_ACCOUNTS) expect(RECOVERY_ACCOUNTS.map((a) => a.phone)).not.toContain(demo.phone);
    expect(() => recoveryAccount(RECOVERY_ACCOUNT_COUNT)).toThrow(RangeError);
    expect(() => recoveryAccount(-1)).toThrow(RangeError);
    expect(() => recoveryAccount(0.5)).toThrow(RangeError);
  });
});

describe.each(TEST_DRIVERS)('the seeded recovery accounts (%s)', (driver) => {
  let t: AuthTestWorld;
  const db = () => t.world.handle.db;
  const login = (credentials: Record<string, string>) => t.call('POST', '/api/auth/login', { ...credentials, g_recaptcha_response: 'bot-check-disabled' });
  /** Messages are sent without waiting: give the background delivery a moment. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  it('have a verified phone nobody else holds, a password, and nothing else; no code was ever sent to them', async () => {
    const emails = RECOVERY_ACCOUNTS.map((a) => a.email);
    const rows = await db().select({ id: users.id, email: users.email, slug: users.slug }).from(users).where(inArray(users.email, emails));
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
    const ids = rows.map((r) => r.id);
    const phoneRows = await db().select({ userId: phones.userId, phone: phones.phone, verifiedAt: phones.verifiedAt }).from(phones).where(inArray(phones.phone, RECOVERY_ACCOUNTS.map((a) => a.phone)));
    for (const account of RECOVERY_ACCOUNTS) {
      const holders = phoneRows.filter((p) => p.phone === account.phone);
      expect(holders).toHaveLength(1);
      expect(holders[0]?.userId).toBe(rows.find((r) => r.email === account.email)?.id);
      expect(holders[0]?.verifiedAt).toBeInstanceOf(Date);
    }
    expect(await db().select().from(teamMembers).where(inArray(teamMembers.userId, ids))).toEqual([]);
    expect(await db().select().from(gameProfiles).where(inArray(gameProfiles.userId, ids))).toEqual([]);
    const social = await db().select({ provider: socialAccounts.provider }).from(socialAccounts).where(inArray(socialAccounts.userId, ids));
    expect(social.map((s) => s.provider)).toEqual(RECOVERY_ACCOUNTS.map(() => 'phone'));
    expect(await db().select().from(verificationCodes).where(inArray(verificationCodes.target, RECOVERY_ACCOUNTS.map((a) => a.phone)))).toEqual([]);
    for (const account of RECOVERY_ACCOUNTS) {
      expect({ account: account.email, status: (await login({ phone: account.phone, password: RECOVERY_ACCOUNT_PASSWORD })).statusCode }).toEqual({ account: account.email, status: 200 });
    }
  });

  it('can recover by phone at once, two at the same time; the resend rule still holds for each phone', async () => {
    const accounts = [recoveryAccount(0), recoveryAccount(1)];
    const sent = await Promise.all(accounts.map((a) => t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: a.phone, channel: 'whatsapp', purpose: 'forgot_password' })));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: accounts[0]?.phone, channel: 'whatsapp', purpose: 'forgot_password' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('otp.resend_too_early');
    await settle();
    for (const [i, account] of accounts.entries()) {
      const requestId = sent[i]?.json().data.request_id as string;
      const code = (await t.lastMessage(account.phone))?.code;
      const verified = await t.call('POST', '/api/v1/client/whatsapp/verify-forgot-password', { phone: account.phone, code, request_id: requestId });
      expect(verified.statusCode).toBe(200);
      const reset = await t.call('POST', '/api/v1/client/reset-password', { request_id: requestId, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(reset.json()).toEqual({ data: { reset: true } });
      expect((await login({ phone: account.phone, password: RECOVERY_ACCOUNT_PASSWORD })).statusCode).toBe(422);
      expect((await login({ phone: account.phone, password: NEW_PASSWORD })).statusCode).toBe(200);
    }
    expect((await login({ phone: recoveryAccount(2).phone, password: RECOVERY_ACCOUNT_PASSWORD })).statusCode).toBe(200);
  });
});
