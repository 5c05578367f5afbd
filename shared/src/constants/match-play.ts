/**
 * MLBB brackets, tournament comments and custom games. A bracket is single or double
 * elimination; a series is best of 1, 3, 5 or 7 games. Tournament comments come 20 threads a page. A custom
 * room's id and password are shown to the players who joined it from 15 minutes before its start.
 */
export const BRACKET_TYPES = ['single_elimination', 'double_elimination'] as const;
export type BracketType = (typeof BRACKET_TYPES)[number];
export const BRACKET_BEST_OF = [1, 3, 5, 7] as const;
export type BracketBestOf = (typeof BRACKET_BEST_OF)[number];
/** A bracket needs at least two teams. */
export const BRACKET_MIN_TEAMS = 2;
/** More teams than this do not fit a readable bracket (128 would be 7 rounds). */
export const BRACKET_MAX_TEAMS = 64;

export const TOURNAMENT_COMMENTS_PER_PAGE = 20;

export const CUSTOM_GAME_MODES = ['classic', 'arena', 'tdm', 'ranked', 'brawl'] as const;
export type CustomGameMode = (typeof CUSTOM_GAME_MODES)[number];
export const CUSTOM_GAME_MIN_SLOTS = 2;
export const CUSTOM_GAME_MAX_SLOTS = 100;
export const CUSTOM_GAME_TITLE_MAX_LENGTH = 80;
export const CUSTOM_GAME_ROOM_MAX_LENGTH = 40;
/** Minutes before the start from which joined players see the room id and password. */
export const CUSTOM_GAME_CREDENTIALS_LEAD_MINUTES = 15;
export const CUSTOM_GAMES_PER_PAGE = 20;

/** Validation keys of brackets and custom games (validation namespace). */
export const MATCH_PLAY_MESSAGES = {
  bracket_type: 'validation.match_play.bracket_type',
  best_of: 'validation.match_play.best_of',
  score: 'validation.match_play.score',
  score_over: 'validation.match_play.score_over',
  room_title: 'validation.match_play.room_title',
  room_mode: 'validation.match_play.room_mode',
  room_slots: 'validation.match_play.room_slots',
  room_start: 'validation.match_play.room_start',
  room_id: 'validation.match_play.room_id',
  room_password: 'validation.match_play.room_password',
} as const;
