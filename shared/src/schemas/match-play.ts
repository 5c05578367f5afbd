import * as v from 'valibot';
import {
  BRACKET_BEST_OF,
  BRACKET_TYPES,
  CUSTOM_GAME_MAX_SLOTS,
  CUSTOM_GAME_MIN_SLOTS,
  CUSTOM_GAME_MODES,
  CUSTOM_GAME_ROOM_MAX_LENGTH,
  CUSTOM_GAME_TITLE_MAX_LENGTH,
  CUSTOM_GAMES_PER_PAGE,
  GAMES,
  MATCH_PLAY_MESSAGES as M,
  TOURNAMENT_COMMENTS_PER_PAGE,
} from '@portal/shared/constants';
import { MAX_PAGE, MAX_PER_PAGE } from './api-queries/tournament-queries';
import { optionalQuery, queryInteger } from './api-queries/query-values';
import { fields, requiredText } from './fields';
import { newsCommentSchema } from './news';

/**
 * Request bodies and queries of MLBB brackets, tournament comments and custom games.
 * A tournament comment follows the news comment's rule (1-2000 characters after trimming, parent_id a
 * thread of the same tournament): it is the same schema.
 */

/** POST /organizer/stages/{id}/bracket: the bracket type and the series length. */
export const bracketCreateSchema = fields({
  type: v.picklist(BRACKET_TYPES, M.bracket_type),
  best_of: v.picklist(BRACKET_BEST_OF, M.best_of),
});
export type BracketCreateInput = v.InferInput<typeof bracketCreateSchema>;

const seriesScore = v.pipe(v.number(M.score), v.safeInteger(M.score), v.minValue(0, M.score), v.maxValue(4, M.score));

/** PUT /organizer/stages/{id}/bracket/matches/{matchId}: games won by each side (checked against best-of). */
export const bracketScoreSchema = fields({ opponent1_score: seriesScore, opponent2_score: seriesScore });
export type BracketScoreInput = v.InferInput<typeof bracketScoreSchema>;

export const tournamentCommentSchema = newsCommentSchema;
export type TournamentCommentInput = v.InferInput<typeof tournamentCommentSchema>;

export const TournamentCommentsQuerySchema = v.object({
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE}`)),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, TOURNAMENT_COMMENTS_PER_PAGE), v.description(`threads per page (default ${TOURNAMENT_COMMENTS_PER_PAGE})`)),
});

const GAME_IDS = Object.values(GAMES).map((game) => game.id);

export const CustomGamesQuerySchema = v.object({
  game: optionalQuery(v.pipe(v.picklist(['1', '3']), v.transform(Number), v.description('game id: 1 PUBG Mobile, 3 MLBB'))),
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE}`)),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, CUSTOM_GAMES_PER_PAGE), v.description(`rooms per page (default ${CUSTOM_GAMES_PER_PAGE})`)),
});

const roomText = (message: string) => v.pipe(requiredText(message), v.maxLength(CUSTOM_GAME_ROOM_MAX_LENGTH, message));

/** POST /v1/client/custom-games: a room a player opens (the creator joins it). */
export const customGameSchema = fields({
  game_id: v.picklist(GAME_IDS, M.room_mode),
  mode: v.picklist(CUSTOM_GAME_MODES, M.room_mode),
  title: v.pipe(requiredText(M.room_title), v.maxLength(CUSTOM_GAME_TITLE_MAX_LENGTH, M.room_title)),
  start_time: v.pipe(
    v.string(M.room_start),
    v.check((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value)), M.room_start),
    v.transform((value) => new Date(value).toISOString()),
  ),
  slots: v.pipe(v.number(M.room_slots), v.safeInteger(M.room_slots), v.minValue(CUSTOM_GAME_MIN_SLOTS, M.room_slots), v.maxValue(CUSTOM_GAME_MAX_SLOTS, M.room_slots)),
  room_id: roomText(M.room_id),
  room_password: roomText(M.room_password),
});
export type CustomGameInput = v.InferInput<typeof customGameSchema>;
export type CustomGameOutput = v.InferOutput<typeof customGameSchema>;
