import * as v from 'valibot';
import { DIVISION_SLUGS, GAMES, RATING_PER_PAGE } from '@portal/shared/constants';
import { queryChoice, queryInteger } from './query-values';
import { MAX_PAGE, MAX_PER_PAGE, MAX_ROW_ID } from './tournament-queries';

/**
 * Rating reads. A board is 'all' (every counted result of the game), 'world' (the last 365 days),
 * 'seasonal' (a season's period; season required) or one of the game's division slugs.
 */
export const RATING_BOARDS = ['all', 'world', 'seasonal', ...DIVISION_SLUGS.filter((slug) => /-division-\d$/.test(slug))] as const;
export type RatingBoardName = (typeof RATING_BOARDS)[number];

export const RatingGameParamsSchema = v.object({ game: v.pipe(v.picklist(Object.values(GAMES).map((g) => g.slug)), v.description('pubg-mobile or mlbb')) });

export const RatingBoardQuerySchema = v.object({
  board: v.pipe(queryChoice(RATING_BOARDS), v.description('all (default), world, seasonal or a division slug')),
  season: v.pipe(queryInteger(0, MAX_ROW_ID, 0), v.description('season id (board seasonal)')),
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description('page number')),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, RATING_PER_PAGE), v.description(`rows per page (default ${RATING_PER_PAGE})`)),
});
export type RatingBoardQuery = v.InferOutput<typeof RatingBoardQuerySchema>;

export const RatingTeamQuerySchema = v.object({
  board: v.pipe(queryChoice(RATING_BOARDS.filter((b) => b !== 'seasonal')), v.description('all (default), world or a division slug')),
});
export type RatingTeamQuery = v.InferOutput<typeof RatingTeamQuerySchema>;

export const RatingPageQuerySchema = v.object({
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description('page number')),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, RATING_PER_PAGE), v.description(`rows per page (default ${RATING_PER_PAGE})`)),
});
