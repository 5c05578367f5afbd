import { and, eq, ne } from 'drizzle-orm';
import { decideSocialDetach } from '@portal/shared/domain';
import type { Database, Queryable } from '../../../db/client';
import { phones, socialAccounts, users } from '../../../db/schema';
import { HttpError, notFound } from '../../../http/http-error';
import { createUser, findUserByEmail, freeUsername } from '../users';
import { PROVIDER_NAMES, type ProviderIdentity } from './identities';

/**
 * Social accounts: signing in through a provider (the linked user, or a new account), attaching a
 * provider to the signed-in user, and detaching one. An identity belongs to one user; a user has one
 * account per provider.
 */
/** Providers that sign a person in by themselves (phone and e-mail need the password). */
const SIGN_IN_PROVIDERS = ['google', 'discord', 'telegram'] as const;

const byIdentity = (db: Queryable, identity: ProviderIdentity) =>
  db
    .select({ id: socialAccounts.id, userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerUserId, identity.providerUserId)))
    .limit(1);

/**
 * The user of a provider identity. Unknown identities make a new account, unless the provider's verified
 * e-mail belongs to an account already (409: sign in there and attach the provider in the settings; no
 * account is taken over by an e-mail alone).
 */
export async function signInWithIdentity(db: Database, identity: ProviderIdentity, locale: string, now = new Date()): Promise<{ userId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [linked] = await byIdentity(tx, identity);
    if (linked) {
      await tx.update(socialAccounts).set({ data: identity.data, updatedAt: now }).where(eq(socialAccounts.id, linked.id));
      return { userId: linked.userId, created: false };
    }
    if (identity.email && (await findUserByEmail(tx, identity.email))) {
      throw new HttpError(409, 'auth.social_email_taken', undefined, { provider: PROVIDER_NAMES[identity.provider] });
    }
    const userId = await createUser(tx, { username: await freeUsername(tx, identity.displayName), email: identity.email, emailVerified: true, passwordHash: null, locale }, now);
    await tx.insert(socialAccounts).values({ userId, provider: identity.provider, providerUserId: identity.providerUserId, primary: true, data: identity.data, verifiedAt: now });
    return { userId, created: true };
  });
}

/**
 * Whether the user has proven they own the account: a verified e-mail or a verified phone. Until then
 * nothing may be attached (an account made with someone else's unverified address must not gain a sign-in
 * route that survives the real owner's recovery).
 */
async function ownershipProven(tx: Queryable, userId: number): Promise<boolean> {
  const [user] = await tx.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (user?.emailVerifiedAt) return true;
  const [phone] = await tx.select({ verifiedAt: phones.verifiedAt }).from(phones).where(eq(phones.userId, userId));
  return Boolean(phone?.verifiedAt);
}

/** Links a provider identity to the signed-in user (403 social.ownership_unproven before the e-mail or phone is verified). */
export async function attachIdentity(db: Database, userId: number, identity: ProviderIdentity, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await ownershipProven(tx, userId))) throw new HttpError(403, 'social.ownership_unproven');
    const [linked] = await byIdentity(tx, identity);
    if (linked && linked.userId !== userId) throw new HttpError(409, 'new_profile_settings.account_already_linked');
    if (linked) {
      await tx.update(socialAccounts).set({ data: identity.data, verifiedAt: now, updatedAt: now }).where(eq(socialAccounts.id, linked.id));
      return;
    }
    const [own] = await tx.select({ id: socialAccounts.id }).from(socialAccounts).where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, identity.provider)));
    if (own) throw new HttpError(409, 'social.provider_already_linked', undefined, { provider: PROVIDER_NAMES[identity.provider] });
    await tx.insert(socialAccounts).values({ userId, provider: identity.provider, providerUserId: identity.providerUserId, data: identity.data, verifiedAt: now });
  });
}

/**
 * Detaches one of the user's accounts: not while bans are in force (docs/spec.md section 4), never the last way
 * to sign in (no password and no other sign-in account). Detaching the phone account also forgets the
 * verified phone.
 */
export async function detachAccount(db: Database, userId: number, accountId: number, currentBans: readonly unknown[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(socialAccounts).where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.userId, userId)));
    if (!account) throw notFound();
    const decision = decideSocialDetach({ currentBans, provider: account.provider });
    if (!decision.allowed) throw new HttpError(403, decision.messageKey ?? 'profile_page.social_acc_cant_detach');
    const [user] = await tx.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId));
    const remaining = (await tx.select({ provider: socialAccounts.provider }).from(socialAccounts).where(and(eq(socialAccounts.userId, userId), ne(socialAccounts.id, accountId)))).map(
      (row) => row.provider,
    );
    const byPassword = Boolean(user?.passwordHash) && (Boolean(user?.email) || remaining.includes('phone'));
    const byProvider = remaining.some((provider) => (SIGN_IN_PROVIDERS as readonly string[]).includes(provider));
    if (!byPassword && !byProvider) throw new HttpError(422, 'social.last_sign_in_method');
    await tx.delete(socialAccounts).where(eq(socialAccounts.id, accountId));
    if (account.provider === 'phone') await tx.delete(phones).where(eq(phones.userId, userId));
  });
}
