import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { UserRoleName } from '@portal/shared/contracts';
import type { Queryable } from '../../db/client';
import { type BAN_SCOPES, roles, userBans, userRoles, users } from '../../db/schema';
import { findValidToken, touchToken } from './tokens';

/** Who made a request: resolved from the bearer token on every request that carries one. */
export interface AuthUser {
  id: number;
  slug: string | null;
  username: string;
  roles: UserRoleName[];
  /** Scopes of the bans in force (site, comments, tournaments, chats). */
  bans: (typeof BAN_SCOPES)[number][];
  tokenId: number;
}

export async function resolveBearer(db: Queryable, token: string, now = new Date()): Promise<AuthUser | null> {
  const valid = await findValidToken(db, token, now);
  if (!valid) return null;
  const [user] = await db.select({ id: users.id, slug: users.slug, username: users.username }).from(users).where(eq(users.id, valid.userId));
  if (!user) return null;
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id))
    .orderBy(roles.id);
  const banRows = await db
    .select({ scope: userBans.scope })
    .from(userBans)
    .where(and(eq(userBans.userId, user.id), isNull(userBans.liftedAt), or(isNull(userBans.expiresAt), gt(userBans.expiresAt, now))));
  await touchToken(db, valid, now);
  return {
    ...user,
    roles: roleRows.map((r) => r.name as UserRoleName),
    bans: [...new Set(banRows.map((b) => b.scope as AuthUser['bans'][number]))],
    tokenId: valid.id,
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
