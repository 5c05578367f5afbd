import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type PlayerRatingRow } from '@portal/shared/contracts';
import { ratingKeys } from './rating-keys';

/** GET /v1/client/rating/{game}/players?page=: the personal board. */
export const ratingPlayersQueryOptions = (game: string, page: number) => apiPageQueryOptions<PlayerRatingRow>(ratingKeys.players(game, page), API_PATHS.ratingPlayers(game), { page });

export function useRatingPlayers(game: string, page = 1) {
  return useQuery({ ...ratingPlayersQueryOptions(game, page), placeholderData: keepPreviousData });
}
