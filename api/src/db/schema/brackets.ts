import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { BRACKET_BEST_OF, BRACKET_TYPES } from '@portal/shared/constants';
import { createdAt, id, oneOf } from './columns';
import { stages } from './tournaments';
import { users } from './users';

/**
 * MLBB brackets are computed by brackets-manager; its records (participants, stage, groups,
 * rounds, matches, match games) are kept here as JSON rows by kind, each tied to the portal stage whose
 * bracket it builds (brackets-manager's "tournament" is that stage).
 */
export const BRACKET_RECORD_KINDS = ['participant', 'stage', 'group', 'round', 'match', 'match_game'] as const;

export const bracketRecords = pgTable(
  'bracket_records',
  {
    id: id(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('bracket_records_stage_kind_idx').on(t.stageId, t.kind, t.id), check('bracket_records_kind_check', oneOf(t.kind, BRACKET_RECORD_KINDS))],
);

/** An MLBB stage's bracket: its type, series length and the brackets-manager stage record. */
export const stageBrackets = pgTable(
  'stage_brackets',
  {
    stageId: integer('stage_id')
      .primaryKey()
      .references(() => stages.id, { onDelete: 'cascade' }),
    bracketStageId: integer('bracket_stage_id').notNull(),
    type: text('type').notNull(),
    bestOf: integer('best_of').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stage_brackets_type_check', oneOf(t.type, BRACKET_TYPES)),
    check('stage_brackets_best_of_check', sql`${t.bestOf} in (${sql.raw(BRACKET_BEST_OF.join(', '))})`),
  ],
);

/** Every series score an organiser entered or corrected: who, when, before and after. */
export const bracketScoreChanges = pgTable(
  'bracket_score_changes',
  {
    id: id(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    before1: integer('before_1'),
    before2: integer('before_2'),
    after1: integer('after_1').notNull(),
    after2: integer('after_2').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bracket_score_changes_stage_idx').on(t.stageId, t.createdAt), check('bracket_score_changes_scores', sql`${t.after1} >= 0 and ${t.after2} >= 0`)],
);
