import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type CustomGame } from '@portal/shared/contracts';
import { customGameKeys } from './keys';

/** GET /v1/client/custom-games: rooms soonest first, optionally of one game. */
export const customGamesQueryOptions = (game: number | null, page: number) =>
  apiPageQueryOptions<CustomGame>(customGameKeys.list(game, page), API_PATHS.customGames, game === null ? { page } : { game, page });

export function useCustomGames(game: number | null, page: number) {
  return useQuery({ ...customGamesQueryOptions(game, page), placeholderData: keepPreviousData });
}
