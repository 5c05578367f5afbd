import { sql } from 'drizzle-orm';
import type { UserRoleName } from '@portal/shared/contracts';
import type { Queryable } from '../db/client';
import type { BAN_SCOPES } from '../db/schema';
import { selectPrepared } from '../db/sql-helpers';
import { hashToken, looksLikeToken, touchToken } from './tokens';

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

interface BearerRow {
  token_id: number;
  last_used_ms: number | null;
  id: number;
  slug: string | null;
  username: string;
  roles: UserRoleName[];
  bans: AuthUser['bans'];
}

/**
 * The user of a token that exists, is not revoked and has not expired, with roles and bans in force, in
 * one query (it runs on every authenticated request); null otherwise.
 */
export async function resolveBearer(db: Queryable, token: string, now = new Date()): Promise<AuthUser | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await selectPrepared<BearerRow>(
    db,
    'bearer',
    sql`select t.id as token_id, (extract(epoch from t.last_used_at) * 1000)::float8 as last_used_ms, u.id, u.slug, u.username,
        coalesce((select json_agg(r.name order by r.id) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
        coalesce((select json_agg(distinct b.scope) from user_bans b
          where b.user_id = u.id and b.lifted_at is null and b.starts_at <= ${now} and (b.expires_at is null or b.expires_at > ${now})), '[]'::json) as bans
      from auth_tokens t join users u on u.id = t.user_id
      where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > ${now}`,
  );
  if (!row) return null;
  await touchToken(db, { id: row.token_id, userId: row.id, lastUsedAt: row.last_used_ms === null ? null : new Date(row.last_used_ms) }, now);
  return { id: row.id, slug: row.slug, username: row.username, roles: row.roles, bans: row.bans, tokenId: row.token_id };
}

/** A site-wide ban in force: the user counts as signed out (HTTP and socket). */
export const isSiteBanned = (user: Pick<AuthUser, 'bans'>): boolean => user.bans.includes('site');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
