/**
 * Accounts kept for end-to-end tests of password recovery by phone (documented in api/README.md): each
 * has a verified phone that nothing else in the demo world sends codes to, so a test may ask for a
 * recovery code at once instead of waiting out the 120-second resend rule after a sign-up code. A test
 * run takes one account per parallel slot (e2e/fixtures/auth.ts); a recovery changes its password.
 */
export const RECOVERY_ACCOUNT_COUNT = 8;
export const RECOVERY_ACCOUNT_PASSWORD = 'DemoRecovery!2026';

export interface RecoveryAccount {
  email: string;
  username: string;
  slug: string;
  /** +77010000101 to +77010000108. */
  phone: string;
}

/** The recovery account of a slot, from 0. */
export function recoveryAccount(index: number): RecoveryAccount {
  if (!Number.isInteger(index) || index < 0 || index >= RECOVERY_ACCOUNT_COUNT) throw new RangeError(`No recovery account ${index} (0 to ${RECOVERY_ACCOUNT_COUNT - 1})`);
  const n = index + 1;
  return { email: `recovery.${n}@esports.example`, username: `Recovery${n}`, slug: `recovery-${n}`, phone: `+770100001${String(n).padStart(2, '0')}` };
}

export const RECOVERY_ACCOUNTS: readonly RecoveryAccount[] = Array.from({ length: RECOVERY_ACCOUNT_COUNT }, (_, index) => recoveryAccount(index));
