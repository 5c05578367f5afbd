import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRIZE_CURRENCIES, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { GROUP_STATUS_CODES } from '@portal/shared/contracts';
import type { TextByLocale } from '@portal/shared/domain';
import { createdAt, hasRussian, id, moment, oneOf, slugShape, updatedAt } from './columns';
import { divisions, games } from './games';
import { countries, timezones, type LocalizedText } from './reference';
import { users } from './users';

/** Team size rules: min and max players an application names (e.g. squad 4..6, 5v5 5..7). */
export const tournamentFormats = pgTable(
  'tournament_formats',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
  },
  (t) => [
    uniqueIndex('tournament_formats_slug_unique').on(t.slug),
    check('tournament_formats_slug_shape', slugShape(t.slug)),
    check('tournament_formats_bounds', sql`${t.min} >= 1 and ${t.max} >= ${t.min} and ${t.max} <= 100`),
  ],
);

/** Switches such as check_team_member_document (members must have documents). */
export const tournamentFeatures = pgTable(
  'tournament_features',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (t) => [
    uniqueIndex('tournament_features_slug_unique').on(t.slug),
    check('tournament_features_slug_shape', sql`${t.slug} ~ '^[a-z][a-z0-9_]*$'`),
    check('tournament_features_name_ru', hasRussian(t.name)),
  ],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The name and description in other languages ({ kk, en, ... }); a language without one shows the columns above. */
    nameI18n: jsonb('name_i18n').$type<TextByLocale>().notNull().default({}),
    descriptionI18n: jsonb('description_i18n').$type<TextByLocale>().notNull().default({}),
    rules: text('rules'),
    info: text('info'),
    schedule: text('schedule'),
    /** Prize fund as players see it, e.g. '1 000 000 ₸' (written from amount and currency by the console). */
    prizeFond: text('prize_fond'),
    prizeAmount: bigint('prize_amount', { mode: 'number' }),
    prizeCurrency: text('prize_currency'),
    /** Organizer's name as written; a tournament with an owner shows the owner's organisation instead. */
    organizer: text('organizer'),
    /** The organiser who manages the tournament (staff manage every one); null for the platform's own. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    formatId: integer('format_id')
      .notNull()
      .references(() => tournamentFormats.id, { onDelete: 'restrict' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    timezone: text('timezone')
      .notNull()
      .references(() => timezones.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** Registration opens (start_req_time) and closes (end_reg_time). */
    startReqTime: moment('start_req_time').notNull(),
    endRegTime: moment('end_reg_time').notNull(),
    startTime: moment('start_time').notNull(),
    endTime: moment('end_time'),
    slotCount: integer('slot_count').notNull(),
    /**
     * The status follows the dates (shared TOURNAMENT_STATUS_TIMELINE, computed when read); an organiser
     * may set one by hand, kept here until lifted (each change in tournament_status_changes).
     */
    statusOverride: text('status_override'),
    youtubeLink: text('youtube_link'),
    logoUrl: text('logo_url'),
    mobileLogoUrl: text('mobile_logo_url'),
    withComments: boolean('with_comments').notNull().default(true),
    withCapChats: boolean('with_cap_chats').notNull().default(false),
    /** A private tournament is listed nowhere and opens only with ?hash= equal to this. */
    accessHash: text('access_hash'),
    /** A draft (false) is invisible to players everywhere. */
    isPublished: boolean('is_published').notNull().default(false),
    /** PUBG placement table (points of places 1, 2, ...; later places 0); null: the official one. */
    placementPoints: jsonb('placement_points').$type<number[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tournaments_slug_unique').on(t.slug),
    uniqueIndex('tournaments_access_hash_unique').on(t.accessHash),
    index('tournaments_list_idx').on(t.startTime, t.id),
    index('tournaments_game_idx').on(t.gameId),
    index('tournaments_owner_idx').on(t.ownerId),
    check('tournaments_slug_shape', slugShape(t.slug)),
    /** /v1/client/tournament/get-latest is a route of its own. */
    check('tournaments_slug_reserved', sql`${t.slug} <> 'get-latest'`),
    check('tournaments_status_override_check', sql`${t.statusOverride} is null or ${oneOf(t.statusOverride, TOURNAMENT_STATUS_CODES)}`),
    check('tournaments_prize_currency_check', sql`${t.prizeCurrency} is null or ${oneOf(t.prizeCurrency, PRIZE_CURRENCIES)}`),
    check('tournaments_prize_amount_range', sql`${t.prizeAmount} is null or ${t.prizeAmount} >= 0`),
    check('tournaments_slot_count_positive', sql`${t.slotCount} > 0`),
    check('tournaments_registration_order', sql`${t.endRegTime} >= ${t.startReqTime}`),
    check('tournaments_end_after_start', sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
    check('tournaments_access_hash_shape', sql`${t.accessHash} ~ '^[A-Za-z0-9_-]{16,64}$'`),
  ],
);

export const tournamentDivisions = pgTable(
  'tournament_divisions',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.divisionId] }), index('tournament_divisions_division_idx').on(t.divisionId)],
);

export const tournamentFeatureLinks = pgTable(
  'tournament_feature_links',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => tournamentFeatures.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.featureId] })],
);

export const stages = pgTable(
  'stages',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A stage may play in another format than the tournament's (e.g. finals with more substitutes). */
    formatId: integer('format_id').references(() => tournamentFormats.id, { onDelete: 'set null' }),
    registerStartDate: moment('register_start_date').notNull(),
    /** How many players an accepted team may replace in this stage. */
    replaceCount: integer('replace_count').notNull().default(0),
    prevStageId: integer('prev_stage_id').references((): AnyPgColumn => stages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stages_tournament_idx').on(t.tournamentId, t.sortOrder),
    check('stages_replace_count_range', sql`${t.replaceCount} between 0 and 100`),
    check('stages_prev_not_self', sql`${t.prevStageId} is null or ${t.prevStageId} <> ${t.id}`),
  ],
);

/** A time slot of a stage ("group"); teams play their matches at game_time in its timezone. */
export const stageGroups = pgTable(
  'stage_groups',
  {
    id: id(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gameTime: moment('game_time').notNull(),
    timezone: text('timezone')
      .notNull()
      .references(() => timezones.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    status: text('status').notNull(),
    /** Capacity: how many teams the group holds. */
    slotCount: integer('slot_count').notNull().default(16),
    sortOrder: integer('sort_order').notNull().default(0),
    /** In-game lobby (room) id and password for the group's match page. */
    lobbyId: text('lobby_id'),
    lobbyPassword: text('lobby_password'),
    /** Results shown to players from this moment (the organiser published them); null: a draft. */
    resultsPublishedAt: moment('results_published_at'),
    /** The match-starting reminder went out (once per game time; cleared when the time moves). */
    remindedAt: moment('reminded_at'),
    /** Rises each time the game time moves: the SEQUENCE of the group's calendar events. */
    scheduleRevision: integer('schedule_revision').notNull().default(0),
  },
  (t) => [
    index('stage_groups_stage_idx').on(t.stageId, t.sortOrder),
    check('stage_groups_status_check', oneOf(t.status, GROUP_STATUS_CODES)),
    check('stage_groups_slot_count_positive', sql`${t.slotCount} > 0`),
  ],
);

export const tournamentComments = pgTable(
  'tournament_comments',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tournamentComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    index('tournament_comments_tournament_idx').on(t.tournamentId, t.createdAt),
    check('tournament_comments_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);
