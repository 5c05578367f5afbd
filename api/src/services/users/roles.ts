import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';

/**
 * A user's site roles by name, for the socket policies, which know a subscriber by id only (a request's
 * user carries its roles already).
 */
export async function rolesOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(db, sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}`);
  return rows.map((row) => row.name);
}
