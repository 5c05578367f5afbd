import { hashPassword } from '../password-hash';
import { phones, socialAccounts, userRoles, users } from '../schema';
import { type SeedContext, required } from './context';
import { COUNTRY_OF_ORIGIN } from './names';
import { RECOVERY_ACCOUNT_PASSWORD, RECOVERY_ACCOUNTS } from './recovery-accounts';

/**
 * The recovery accounts (recovery-accounts.ts): players from Kazakhstan with a verified phone (WhatsApp)
 * and a password, and nothing else (no team, game profile or social network). Seeded last and without
 * the world's random numbers, so the rest of the demo world does not change because of them.
 */
export async function seedRecoveryAccounts(ctx: SeedContext): Promise<number> {
  const { tx } = ctx;
  const passwordHash = await hashPassword(RECOVERY_ACCOUNT_PASSWORD);
  const countryId = required(ctx.ids.countries, COUNTRY_OF_ORIGIN.kz);
  const rows = await tx
    .insert(users)
    .values(
      RECOVERY_ACCOUNTS.map((account) => ({
        slug: account.slug,
        username: account.username,
        email: account.email,
        emailVerifiedAt: ctx.at(-100),
        passwordHash,
        birthday: '2002-09-03',
        countryId,
        countryVerified: true,
        locale: 'ru',
        createdAt: ctx.at(-100),
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  const at = ctx.at(-100, 12);
  await tx.insert(userRoles).values(ids.map((userId) => ({ userId, roleId: required(ctx.ids.roles, 'player') })));
  await tx.insert(phones).values(RECOVERY_ACCOUNTS.map((account, i) => ({ userId: ids[i] ?? 0, phone: account.phone, countryCode: 'kz', numberCode: '7', messenger: 'whatsapp', verifiedAt: at })));
  await tx.insert(socialAccounts).values(RECOVERY_ACCOUNTS.map((account, i) => ({ userId: ids[i] ?? 0, provider: 'phone', providerUserId: account.phone, primary: false, data: { phone: account.phone }, verifiedAt: at })));
  return ids.length;
}
