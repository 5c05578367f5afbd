import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * An instant as the API writes it: UTC with microseconds, '2024-05-01T15:00:00.000000Z' (Laravel's
 * format, which the portal's date helpers expect). Formatted by the database, so it does not depend on
 * the session's time zone or the driver's date parsing.
 */
export const isoUtc = (column: SQL | SQL.Aliased | unknown): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows of a raw query; PGlite and node-postgres both return `{ rows }`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Queries that build one JSON value per row return it in a column named `row`. */
export async function selectJson<T>(db: Queryable, query: SQL): Promise<T[]> {
  return (await selectRows<{ row: T }>(db, query)).map((r) => r.row);
}
