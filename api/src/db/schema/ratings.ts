import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, hasRussian, id, moment, slugShape } from './columns';
import { divisions, games } from './games';
import type { LocalizedText } from './reference';
import { teams } from './teams';
import { users } from './users';

export const ratingSeasons = pgTable(
  'rating_seasons',
  {
    id: id(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [
    uniqueIndex('rating_seasons_slug_unique').on(t.slug),
    uniqueIndex('rating_seasons_one_current').on(t.gameId).where(sql`${t.isCurrent}`),
    check('rating_seasons_slug_shape', slugShape(t.slug)),
    check('rating_seasons_name_ru', hasRussian(t.name)),
    check('rating_seasons_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A team's place in a rating (division = world-team-rating, pubg-mobile-team-rating, mlbb-division-x, seasonal). */
export const teamRatings = pgTable(
  'team_ratings',
  {
    id: id(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => ratingSeasons.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    position: integer('position').notNull(),
    tournamentsPlayed: integer('tournaments_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('team_ratings_unique').on(t.divisionId, t.seasonId, t.teamId).nullsNotDistinct(),
    index('team_ratings_board_idx').on(t.divisionId, t.seasonId, t.position),
    check('team_ratings_ranges', sql`${t.position} >= 1 and ${t.rating} >= 0 and ${t.wins} >= 0 and ${t.tournamentsPlayed} >= ${t.wins}`),
  ],
);

/** A player's rating per game (and season); ratingPubgMobile.rating is the PUBG one without season. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    id: id(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => ratingSeasons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    position: integer('position').notNull(),
    kills: integer('kills').notNull().default(0),
    deaths: integer('deaths').notNull().default(0),
    matches: integer('matches').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('player_ratings_unique').on(t.gameId, t.seasonId, t.userId).nullsNotDistinct(),
    index('player_ratings_board_idx').on(t.gameId, t.seasonId, t.position),
    check('player_ratings_ranges', sql`${t.position} >= 1 and ${t.rating} >= 0 and ${t.kills} >= 0 and ${t.deaths} >= 0 and ${t.matches} >= 0`),
  ],
);

/** Awards a player can achieve (GET /v1/client/user/rewards: name, description, reward_icon, is_achieved). */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    rewardIcon: text('reward_icon').notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    /** What earns it, e.g. { "type": "tournaments_won", "count": 1 }. */
    criteria: jsonb('criteria').$type<{ type: string; count: number }>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('rewards_slug_unique').on(t.slug),
    check('rewards_slug_shape', slugShape(t.slug)),
    check('rewards_name_ru', hasRussian(t.name)),
    check('rewards_description_ru', hasRussian(t.description)),
  ],
);

export const userRewards = pgTable(
  'user_rewards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    achievedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rewardId] })],
);
