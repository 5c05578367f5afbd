import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { authTokens } from '../db/schema';

/**
 * Opaque bearer tokens: 256 random bits, base64url. Only the SHA-256 of a token is stored, so a database
 * leak yields no usable token. Tokens expire and can be revoked one by one or all at once per user.
 */
export const TOKEN_BYTES = 32;
/** last_used_at is refreshed at most this often per token (no write per request). */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const looksLikeToken = (value: string): boolean => TOKEN_SHAPE.test(value);

export interface IssuedToken {
  token: string;
  id: number;
  expiresAt: Date;
}

export interface IssueTokenOptions {
  ttlMs: number;
  name?: string;
  now?: Date;
}

/** Issues a token for a user (sign-in flows and tests call this). */
export async function issueToken(db: Queryable, userId: number, { ttlMs, name = 'web', now = new Date() }: IssueTokenOptions): Promise<IssuedToken> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  const [row] = await db
    .insert(authTokens)
    .values({ userId, tokenHash: hashToken(token), name, createdAt: now, expiresAt })
    .returning({ id: authTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return { token, id: row.id, expiresAt };
}

export async function revokeToken(db: Queryable, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export async function revokeAllTokens(db: Queryable, userId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length;
}

/** Revokes every live token of a user except one (the caller's, after a password change); returns how many. */
export async function revokeOtherTokens(db: Queryable, userId: number, keepTokenId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.id, keepTokenId)))
    .returning({ id: authTokens.id });
  return rows.length;
}

/** A token found valid: its id, its user and when it was last used. */
export interface ValidToken {
  id: number;
  userId: number;
  lastUsedAt: Date | null;
}

export async function touchToken(db: Queryable, valid: ValidToken, now = new Date()): Promise<void> {
  if (valid.lastUsedAt && now.getTime() - valid.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(authTokens.id, valid.id), sql`(${authTokens.lastUsedAt} is null or ${authTokens.lastUsedAt} < ${now})`));
}
