import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { stageTeams } from './entries';
import { stageGroups } from './tournaments';
import { users } from './users';

/** A team's standing in a group (the tournament grid's group_results). */
export const groupResults = pgTable(
  'group_results',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => stageGroups.id, { onDelete: 'cascade' }),
    stageTeamId: integer('stage_team_id')
      .notNull()
      .references(() => stageTeams.id, { onDelete: 'cascade' }),
    place: integer('place'),
    points: integer('points').notNull().default(0),
    kills: integer('kills').notNull().default(0),
    matchesPlayed: integer('matches_played').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_results_group_team_unique').on(t.groupId, t.stageTeamId),
    check('group_results_place_positive', sql`${t.place} is null or ${t.place} >= 1`),
    check('group_results_non_negative', sql`${t.points} >= 0 and ${t.kills} >= 0 and ${t.matchesPlayed} >= 0`),
  ],
);

/** One match of a group for one team (group_match_results). */
export const groupMatchResults = pgTable(
  'group_match_results',
  {
    id: id(),
    groupResultId: integer('group_result_id')
      .notNull()
      .references(() => groupResults.id, { onDelete: 'cascade' }),
    matchNumber: integer('match_number').notNull(),
    place: integer('place').notNull(),
    kills: integer('kills').notNull().default(0),
    points: integer('points').notNull().default(0),
    playedAt: moment('played_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_match_results_match_unique').on(t.groupResultId, t.matchNumber),
    check('group_match_results_ranges', sql`${t.matchNumber} >= 1 and ${t.place} >= 1 and ${t.kills} >= 0 and ${t.points} >= 0`),
  ],
);

/** A player's line in a match result (kills and deaths feed the K/D statistics). */
export const matchPlayerResults = pgTable(
  'match_player_results',
  {
    id: id(),
    groupMatchResultId: integer('group_match_result_id')
      .notNull()
      .references(() => groupMatchResults.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kills: integer('kills').notNull().default(0),
    deaths: integer('deaths').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    damage: integer('damage').notNull().default(0),
  },
  (t) => [
    uniqueIndex('match_player_results_unique').on(t.groupMatchResultId, t.userId),
    index('match_player_results_user_idx').on(t.userId),
    check('match_player_results_non_negative', sql`${t.kills} >= 0 and ${t.deaths} >= 0 and ${t.assists} >= 0 and ${t.damage} >= 0`),
  ],
);

/** A line of a match as the audit keeps it: the team, its placement and kills. */
export interface AuditedMatchLine {
  stage_team_id: number;
  place: number;
  kills: number;
  /** The points the line scored; kept when a placement table change rescored the match. */
  points?: number;
}

/** Every entry or correction of a group's match: who, when, the lines before and after. */
export const groupResultAudits = pgTable(
  'group_result_audits',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => stageGroups.id, { onDelete: 'cascade' }),
    matchNumber: integer('match_number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<AuditedMatchLine[]>().notNull(),
    after: jsonb('after').$type<AuditedMatchLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('group_result_audits_group_idx').on(t.groupId, t.createdAt), check('group_result_audits_match_positive', sql`${t.matchNumber} >= 1`)],
);
