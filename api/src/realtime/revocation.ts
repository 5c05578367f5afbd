import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { selectRows } from '../db/sql-helpers';

/**
 * Which of these tokens still stand for a user: not revoked (sign-out, password change), not expired, and
 * their user under no site-wide ban. One query for every signed-in socket of the instance.
 */
export async function validTokenIds(db: Queryable, tokenIds: readonly number[], now = new Date()): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select t.id from auth_tokens t where t.id in (${sql.join(tokenIds.map((id) => sql`${id}`), sql`, `)})
      and t.revoked_at is null and t.expires_at > ${now}
      and not exists (select 1 from user_bans b where b.user_id = t.user_id and b.scope = 'site' and b.lifted_at is null
        and b.starts_at <= ${now} and (b.expires_at is null or b.expires_at > ${now}))`,
  );
  return new Set(rows.map((row) => row.id));
}
