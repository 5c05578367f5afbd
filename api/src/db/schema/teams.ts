import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH, TEAM_ROLE_CODES, TEAM_ROLES } from '@portal/shared/constants';
import { createdAt, id, moment, oneOf, slugShape, updatedAt } from './columns';
import { divisions, games } from './games';
import { users } from './users';

/** owner (1), member (2), manager (3): fixed ids the client sends as codeRole. */
export const teamRoles = pgTable(
  'team_roles',
  { id: id(), code: text('code').notNull() },
  (t) => [
    uniqueIndex('team_roles_code_unique').on(t.code),
    check('team_roles_code_check', oneOf(t.code, TEAM_ROLE_CODES)),
    check('team_roles_fixed_ids', sql`(${t.id}, ${t.code}) in ((${sql.raw(String(TEAM_ROLES.owner))}, 'owner'), (${sql.raw(String(TEAM_ROLES.member))}, 'member'), (${sql.raw(String(TEAM_ROLES.manager))}, 'manager'))`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    /** The logo's three encodings (an upload's original_url, webp and small_webp, or a demo picture). */
    logoUrl: text('logo_url'),
    logoWebpUrl: text('logo_webp_url'),
    logoSmallWebpUrl: text('logo_small_webp_url'),
    /** Invitation link /team/invite-member-{hash}; regenerated on demand (change_hash). */
    inviteHash: text('invite_hash').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * A deleted team keeps its row (without members, pending entries or invite link) so that the
     * tournaments it played keep their history; it is found by no team read. Its name is free again.
     */
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    uniqueIndex('teams_slug_unique').on(t.slug),
    uniqueIndex('teams_invite_hash_unique').on(t.inviteHash),
    uniqueIndex('teams_game_name_unique').on(t.gameId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index('teams_game_idx').on(t.gameId),
    // Substring search of teams by name.
    index('teams_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('teams_slug_shape', slugShape(t.slug)),
    check(
      'teams_name_rule',
      sql`char_length(${t.name}) between ${sql.raw(String(TEAM_NAME_MIN_LENGTH))} and ${sql.raw(String(TEAM_NAME_MAX_LENGTH))} and ${t.name} ~ '^[A-Za-z0-9 ]+$'`,
    ),
    check('teams_invite_hash_shape', sql`${t.inviteHash} ~ '^[A-Za-z0-9_-]{16,64}$'`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => teamRoles.id, { onDelete: 'restrict' }),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_unique').on(t.teamId, t.userId),
    uniqueIndex('team_members_one_owner').on(t.teamId).where(sql`${t.roleId} = ${sql.raw(String(TEAM_ROLES.owner))}`),
    index('team_members_user_idx').on(t.userId),
  ],
);

export const TRANSFER_KINDS = ['join', 'leave', 'move'] as const;

/** Player moves between teams (the transfers section). */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    fromTeamId: integer('from_team_id').references(() => teams.id, { onDelete: 'set null' }),
    toTeamId: integer('to_team_id').references(() => teams.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_created_idx').on(t.createdAt),
    check('transfers_kind_check', oneOf(t.kind, TRANSFER_KINDS)),
    check('transfers_distinct_teams', sql`${t.fromTeamId} is null or ${t.toTeamId} is null or ${t.fromTeamId} <> ${t.toTeamId}`),
  ],
);
