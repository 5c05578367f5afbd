import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ORGANIZER_LIMITS, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { tournaments } from './tournaments';
import { users } from './users';

/**
 * The organisation of a player an admin made an organiser: shown as the organizer of the
 * tournaments they own. The role itself is the user's 'organizer' role; revoking it keeps this row, so
 * past tournaments keep their organizer's name.
 */
export const organizerProfiles = pgTable(
  'organizer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    grantedById: integer('granted_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'organizer_profiles_name_length',
      sql`char_length(${t.organizationName}) between ${sql.raw(String(ORGANIZER_LIMITS.organizationMin))} and ${sql.raw(String(ORGANIZER_LIMITS.organizationMax))}`,
    ),
  ],
);

/** The audit list of manual status changes: who, when, from which status, to which (null: the dates again). */
export const tournamentStatusChanges = pgTable(
  'tournament_status_changes',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournament_status_changes_tournament_idx').on(t.tournamentId, t.createdAt),
    check('tournament_status_changes_from_check', oneOf(t.fromStatus, TOURNAMENT_STATUS_CODES)),
    check('tournament_status_changes_to_check', sql`${t.toStatus} is null or ${oneOf(t.toStatus, TOURNAMENT_STATUS_CODES)}`),
  ],
);
