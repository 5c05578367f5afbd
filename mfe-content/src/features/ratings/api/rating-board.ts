import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type RatingBoardRow } from '@portal/shared/contracts';
import { ratingKeys } from './rating-keys';

/** GET /v1/client/rating/{game}?board=&season=&page=: a team board (points from the placement rule). */
export const ratingBoardQueryOptions = (game: string, board: string, season: number, page: number) =>
  apiPageQueryOptions<RatingBoardRow>(ratingKeys.board(game, board, season, page), API_PATHS.ratingBoard(game), { board, page, ...(season > 0 ? { season } : {}) });

export function useRatingBoard(game: string, board: string, season = 0, page = 1) {
  return useQuery({ ...ratingBoardQueryOptions(game, board, season, page), placeholderData: keepPreviousData });
}
