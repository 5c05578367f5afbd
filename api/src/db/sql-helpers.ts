import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * Rows of a raw query run as a named prepared statement on PostgreSQL: each connection parses and plans
 * it once and then only binds the values (PostgreSQL keeps a generic plan once it is as good), where an
 * unnamed query is planned on every call. For the large statements of hot paths, whose planning costs more
 * than running them. The name carries a digest of the text, as a name stands for one text per connection.
 * PGlite runs it as any query.
 */
export async function selectPrepared<T>(db: Queryable, name: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const statement = `${name}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)}`;
  const result = (await db._.session.prepareQuery(built, undefined, statement, false).execute()) as unknown as { rows: T[] };
  return result.rows;
}
