import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENTRY_MEMBER_STATUSES, ENTRY_STATUS_CODES } from '@portal/shared/constants';
import { createdAt, id, moment, oneOf, updatedAt } from './columns';
import { teams } from './teams';
import { stageGroups, stages, tournaments } from './tournaments';
import { users } from './users';

/** A team's application to a tournament: status await -> accepted | rejected (and resent). */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    /** PUBG applications choose a group (time slot); MLBB ones a stage only. */
    groupId: integer('group_id').references(() => stageGroups.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('await'),
    rejectDescription: text('reject_description'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tournament_entries_tournament_team_unique').on(t.tournamentId, t.teamId),
    index('tournament_entries_team_idx').on(t.teamId),
    check('tournament_entries_status_check', oneOf(t.status, ENTRY_STATUS_CODES)),
    check('tournament_entries_reject_length', sql`char_length(${t.rejectDescription}) <= 1000`),
  ],
);

/** The players named in an application, each with their own answer (docs/spec.md section 4: 2 approve, 1 decline). */
export const tournamentEntryMembers = pgTable(
  'tournament_entry_members',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending until the player answers; the captain who applies confirms themselves. */
    status: text('status').notNull().default('pending'),
    answeredAt: moment('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.userId] }),
    index('tournament_entry_members_user_idx').on(t.userId),
    check('tournament_entry_members_status_check', oneOf(t.status, ENTRY_MEMBER_STATUSES)),
  ],
);

/** A team admitted to a tournament (created when its entry is accepted). */
export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tournament_teams_tournament_team_unique').on(t.tournamentId, t.teamId),
    uniqueIndex('tournament_teams_entry_unique').on(t.entryId),
  ],
);

/** A tournament team in one stage, with its group once chosen or assigned. */
export const stageTeams = pgTable(
  'stage_teams',
  {
    id: id(),
    tournamentTeamId: integer('tournament_team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => stageGroups.id, { onDelete: 'set null' }),
    /** The captain's confirmation of the group's game time (null: not answered yet). */
    isApproveGameTime: boolean('is_approve_game_time'),
    approvedAt: moment('approved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stage_teams_stage_tournament_team_unique').on(t.stageId, t.tournamentTeamId),
    index('stage_teams_group_idx').on(t.groupId),
  ],
);

export const stageTeamMembers = pgTable(
  'stage_team_members',
  {
    id: id(),
    stageTeamId: integer('stage_team_id')
      .notNull()
      .references(() => stageTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stage_team_members_unique').on(t.stageTeamId, t.userId)],
);
