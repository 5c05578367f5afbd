import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DIVISION_SLUGS, TEAM_SPEAK_LANGUAGES } from '@portal/shared/constants';
import { GAME_FIELD_TYPES } from '@portal/shared/contracts';
import { createdAt, hasRussian, id, oneOf, updatedAt } from './columns';
import type { LocalizedText } from './reference';
import { users } from './users';

/** PUBG Mobile (id 1, slug pubg-mobile, key pubg_id) and MLBB (id 3, slug mlbb, key mlbb_id). */
export const games = pgTable(
  'games',
  {
    id: id(),
    slug: text('slug').notNull(),
    /** The short slug some data carries (tournament.game_slug): pubg or mlbb. */
    dataSlug: text('data_slug').notNull(),
    /** Field of a game profile holding the in-game id: pubg_id or mlbb_id. */
    idKey: text('id_key').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<{ icon: string; cover: string; logo: string }>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_slug_unique').on(t.slug),
    uniqueIndex('games_data_slug_unique').on(t.dataSlug),
    check('games_id_key_shape', sql`${t.idKey} ~ '^[a-z]+_id$'`),
    check('games_description_ru', hasRussian(t.description)),
  ],
);

/** The fields a game profile of each game asks for (basic ones required at sign-up, extended ones later). */
export const gameFields = pgTable(
  'game_fields',
  {
    id: id(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    required: boolean('required').notNull().default(false),
    extended: boolean('extended').notNull().default(false),
    /** Choices of a select: value and its label per language. */
    options: jsonb('options').$type<{ value: string; label: LocalizedText }[]>(),
    maxLength: integer('max_length'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('game_fields_game_key_unique').on(t.gameId, t.key),
    check('game_fields_type_check', oneOf(t.type, GAME_FIELD_TYPES)),
    check('game_fields_label_ru', hasRussian(t.label)),
    check('game_fields_max_length_positive', sql`${t.maxLength} is null or ${t.maxLength} > 0`),
  ],
);

export const gameProfiles = pgTable(
  'game_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    nick: text('nick').notNull(),
    /** The in-game id (pubg_id / mlbb_id): digits only, at most 64. */
    gameAccountId: text('game_account_id').notNull(),
    level: integer('level'),
    aboutMe: text('about_me'),
    /** "In game since". */
    experience: date('experience', { mode: 'string' }),
    teamMemberRoles: jsonb('team_member_roles').$type<string[]>().notNull().default([]),
    teamSpeak: jsonb('team_speak').$type<string[]>().notNull().default([]),
    keybind: text('keybind'),
    sensitivity: text('sensitivity'),
    highlights: text('highlights'),
    device: text('device'),
    /** Values of further per-game fields, keyed by field key. */
    fields: jsonb('fields').$type<Record<string, string | number | string[]>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('game_profiles_user_game_unique').on(t.userId, t.gameId),
    uniqueIndex('game_profiles_game_account_unique').on(t.gameId, t.gameAccountId),
    index('game_profiles_game_idx').on(t.gameId),
    check('game_profiles_nick_length', sql`char_length(${t.nick}) between 1 and 64`),
    check('game_profiles_account_digits', sql`${t.gameAccountId} ~ '^[0-9]{1,64}$'`),
    check('game_profiles_level_range', sql`${t.level} is null or ${t.level} between 0 and 100`),
    check('game_profiles_about_me_length', sql`char_length(${t.aboutMe}) <= 512`),
    check('game_profiles_device_length', sql`char_length(${t.device}) <= 20`),
    check('game_profiles_highlights_https', sql`${t.highlights} is null or ${t.highlights} ~ '^https://'`),
    check(
      'game_profiles_team_speak_check',
      sql`${t.teamSpeak} <@ ${sql.raw(`'${JSON.stringify(TEAM_SPEAK_LANGUAGES)}'::jsonb`)}`,
    ),
  ],
);

export const DIVISION_KINDS = ['tournament', 'rating'] as const;

export const divisions = pgTable(
  'divisions',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('divisions_slug_unique').on(t.slug),
    check('divisions_slug_check', oneOf(t.slug, DIVISION_SLUGS)),
    check('divisions_kind_check', oneOf(t.kind, DIVISION_KINDS)),
    check('divisions_name_ru', hasRussian(t.name)),
  ],
);
