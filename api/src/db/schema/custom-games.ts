import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CUSTOM_GAME_MAX_SLOTS, CUSTOM_GAME_MIN_SLOTS, CUSTOM_GAME_MODES } from '@portal/shared/constants';
import { createdAt, id, moment, oneOf } from './columns';
import { games } from './games';
import { users } from './users';

/** Custom rooms players open and join: the room id and password go to joined players only. */
export const customGames = pgTable(
  'custom_games',
  {
    id: id(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    mode: text('mode').notNull(),
    title: text('title').notNull(),
    startTime: moment('start_time').notNull(),
    slots: integer('slots').notNull(),
    roomId: text('room_id').notNull(),
    roomPassword: text('room_password').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('custom_games_start_idx').on(t.startTime, t.id),
    check('custom_games_mode_check', oneOf(t.mode, CUSTOM_GAME_MODES)),
    check('custom_games_slots_range', sql`${t.slots} between ${sql.raw(String(CUSTOM_GAME_MIN_SLOTS))} and ${sql.raw(String(CUSTOM_GAME_MAX_SLOTS))}`),
    check('custom_games_title_length', sql`char_length(${t.title}) between 1 and 80`),
  ],
);

export const customGamePlayers = pgTable(
  'custom_game_players',
  {
    gameId: integer('custom_game_id')
      .notNull()
      .references(() => customGames.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('custom_game_players_user_idx').on(t.userId)],
);
