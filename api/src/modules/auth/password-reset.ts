import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Locale } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { localizePath } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { passwordResets, phones, socialAccounts, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { hashToken, revokeAllTokens, TOKEN_BYTES } from '../../sessions/tokens';

/**
 * Setting a new password (after a recovery code or an e-mailed link): the hash is replaced, every token of
 * the user is revoked (sessions elsewhere end) and every open link is spent. Links are 256 random bits;
 * only their SHA-256 is stored; they last an hour and work once. A recovery by e-mail that proves an
 * address not verified before drops every way to sign in attached before (providers and the phone): they
 * were attached while nobody had proven the account was theirs.
 */
export const RESET_LINK_TTL_MS = 60 * 60_000;

export async function setPassword(tx: Queryable, userId: number, passwordHash: string, { now = new Date(), emailVerified = false } = {}): Promise<void> {
  if (emailVerified) {
    const [before] = await tx.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (before && !before.emailVerifiedAt) {
      await tx.delete(socialAccounts).where(and(eq(socialAccounts.userId, userId), lt(socialAccounts.createdAt, now)));
      await tx.delete(phones).where(and(eq(phones.userId, userId), lt(phones.createdAt, now)));
    }
  }
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: now, ...(emailVerified ? { emailVerifiedAt: now } : {}) })
    .where(eq(users.id, userId));
  await revokeAllTokens(tx, userId, now);
  await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A new link secret for the user, and the page it opens (/password/confirmation/{hash}) in their language. */
export async function createResetLink(db: Queryable, userId: number, { publicUrl, locale, now = new Date() }: { publicUrl: string; locale: Locale; now?: Date }): Promise<string> {
  const secret = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(passwordResets).values({ userId, tokenHash: hashToken(secret), expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS), createdAt: now });
  return `${publicUrl}${localizePath(locale, routePath('password.confirmation', { hash: secret }))}`;
}

/** Spends a link secret (inside the caller's transaction): the user it was made for, or 422 on hash. */
export async function spendResetLink(tx: Queryable, secret: string, now = new Date()): Promise<number> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, hashToken(secret)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  if (!row) throw new HttpError(422, 'errors.validation_failed', { hash: ['auth.reset_link_invalid'] });
  return row.userId;
}
