import { sql, type SQL } from 'drizzle-orm';
import { TOURNAMENT_FINAL_STATUS, TOURNAMENT_STATUS_TIMELINE } from '@portal/shared/domain';

/**
 * The status of a tournament row as SQL: the organiser's override, else what the dates give now, built
 * from the shared TOURNAMENT_STATUS_TIMELINE (the same table statusByDates walks), so lists can filter and
 * sort by status in the database without a second copy of the rule. A missing date never passes.
 */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/** What the dates alone give (the organiser's override left aside). */
export function statusByDatesSql(alias = 't', now: SQL = sql`now()`): SQL {
  const whens = TOURNAMENT_STATUS_TIMELINE.map((step) => {
    const column = sql.raw(`${alias}.${step.until}`);
    return sql`when ${column} is null or ${now} < ${column} then ${literal(step.status)}`;
  });
  return sql`case ${sql.join(whens, sql` `)} else ${literal(TOURNAMENT_FINAL_STATUS)} end`;
}

/** The status players see: the override when set, else the dates'. */
export function tournamentStatusSql(alias = 't', now: SQL = sql`now()`): SQL {
  return sql`coalesce(${sql.raw(alias)}.status_override, ${statusByDatesSql(alias, now)})`;
}
