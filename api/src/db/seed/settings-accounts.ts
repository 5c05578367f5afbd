/**
 * Accounts kept for end-to-end tests of the profile settings (documented in api/README.md): fresh players
 * with a password and nothing else (no phone, game account, document or team), so a test may rename
 * them, change their avatar and password, add a game account and upload documents without touching what
 * other tests read. A test run takes one account per parallel slot (e2e/fixtures/profile.ts).
 */
export const SETTINGS_ACCOUNT_COUNT = 8;
export const SETTINGS_ACCOUNT_PASSWORD = 'DemoSettings!2026';

export interface SettingsAccount {
  email: string;
  username: string;
  slug: string;
}

/** The settings account of a slot, from 0. */
export function settingsAccount(index: number): SettingsAccount {
  if (!Number.isInteger(index) || index < 0 || index >= SETTINGS_ACCOUNT_COUNT) throw new RangeError(`No settings account ${index} (0 to ${SETTINGS_ACCOUNT_COUNT - 1})`);
  const n = index + 1;
  return { email: `settings.${n}@esports.example`, username: `Settings${n}`, slug: `settings-${n}` };
}

export const SETTINGS_ACCOUNTS: readonly SettingsAccount[] = Array.from({ length: SETTINGS_ACCOUNT_COUNT }, (_, index) => settingsAccount(index));
