import { sql, type SQL } from 'drizzle-orm';
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by every table. Ids are identity columns "by default", so the demo seed and the
 * fixed catalogues (games 1 and 3, team roles 1-3) may insert explicit ids.
 */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A moment in time, stored as timestamptz; JavaScript sees a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** CHECK body: the column holds one of the listed codes (the enums of the model are checks, not types). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
}

/** CHECK body: a slug of lowercase Latin letters, digits and single hyphens that is not a bare number. */
export function slugShape(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${column} !~ '^[0-9]+$'`;
}

/** CHECK body: a JSON object with a text for the default language (localized labels). */
export function hasRussian(column: AnyPgColumn): SQL {
  return sql`jsonb_typeof(${column}) = 'object' and ${column} ? 'ru'`;
}
