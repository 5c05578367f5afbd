import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Locale } from '@portal/shared/constants';
import type { AuthResponse } from '@portal/shared/contracts';
import type { Database, Queryable } from '../../db/client';
import { userBans, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { hashPassword, verifyPassword } from '../../db/password-hash';
import { loadProfile } from '../../services/users/profile';
import { issueToken } from '../../sessions/tokens';
import { findUserByEmail, findUserByPhone } from './users';

/**
 * Password sign-in and the answer every sign-in gives (token_data.token, roles, profile). A wrong
 * password, an unknown account and an account without a password all fail the same way and take the
 * same time (a password is always checked, against a stand-in hash when there is no account), so the
 * answer tells nobody which accounts exist.
 */
export const LOGIN_FAILED = 'notifications.notif_wrong_email';

let standIn: Promise<string> | null = null;
/** A hash no password matches, computed once, checked when there is no real one. */
const standInHash = () => (standIn ??= hashPassword(`stand-in:${Math.random()}:${Date.now()}`));

export type Credentials = { email: string; password: string } | { phone: string; password: string };

export async function checkCredentials(db: Queryable, credentials: Credentials): Promise<number> {
  const user = 'email' in credentials ? await findUserByEmail(db, credentials.email) : await findUserByPhone(db, credentials.phone);
  const ok = await verifyPassword(user?.passwordHash ?? (await standInHash()), credentials.password);
  if (!user || !user.passwordHash || !ok) throw new HttpError(422, LOGIN_FAILED);
  return user.id;
}

/** A user under a site-wide ban in force may not sign in (other bans only close their own areas). */
async function assertNotBanned(db: Queryable, userId: number, now: Date): Promise<void> {
  const banned = await db
    .select({ id: userBans.id })
    .from(userBans)
    .where(and(eq(userBans.userId, userId), eq(userBans.scope, 'site'), isNull(userBans.liftedAt), or(isNull(userBans.expiresAt), gt(userBans.expiresAt, now))))
    .limit(1);
  if (banned.length > 0) throw new HttpError(403, 'auth.account_banned');
}

/** Issues a token for the user and answers with it, the roles and the profile. */
export async function signedIn(db: Database, userId: number, { ttlMs, locale, now = new Date() }: { ttlMs: number; locale: Locale; now?: Date }): Promise<AuthResponse> {
  await assertNotBanned(db, userId, now);
  const issued = await issueToken(db, userId, { ttlMs, now });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  const profile = await loadProfile(db, userId, locale, now);
  if (!profile) throw new Error(`user ${userId} vanished while signing in`);
  return { token_data: { token: issued.token, expires_at: issued.expiresAt.toISOString() }, roles: profile.roles, profile };
}

