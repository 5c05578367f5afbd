import { hashPassword } from '../password-hash';
import { userRoles, users } from '../schema';
import { type SeedContext, required } from './context';
import { COUNTRY_OF_ORIGIN } from './names';
import { SETTINGS_ACCOUNT_PASSWORD, SETTINGS_ACCOUNTS } from './settings-accounts';

/**
 * The settings accounts (settings-accounts.ts): players from Kazakhstan with a password and nothing else.
 * Seeded after everything else and without the world's random numbers, so the rest of the demo world does
 * not change because of them.
 */
export async function seedSettingsAccounts(ctx: SeedContext): Promise<number> {
  const { tx } = ctx;
  const passwordHash = await hashPassword(SETTINGS_ACCOUNT_PASSWORD);
  const countryId = required(ctx.ids.countries, COUNTRY_OF_ORIGIN.kz);
  const rows = await tx
    .insert(users)
    .values(
      SETTINGS_ACCOUNTS.map((account) => ({
        slug: account.slug,
        username: account.username,
        email: account.email,
        emailVerifiedAt: ctx.at(-50),
        passwordHash,
        birthday: '2003-02-14',
        countryId,
        countryVerified: false,
        locale: 'ru',
        createdAt: ctx.at(-50),
      })),
    )
    .returning({ id: users.id });
  await tx.insert(userRoles).values(rows.map((row) => ({ userId: row.id, roleId: required(ctx.ids.roles, 'player') })));
  return rows.length;
}
