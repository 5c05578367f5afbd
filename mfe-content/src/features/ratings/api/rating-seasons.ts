import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type RatingSeason } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { ratingKeys } from './rating-keys';

/** GET /v1/client/rating/{game}/seasons: seasons, newest first, with their leader. */
export const ratingSeasonsQueryOptions = (game: string, locale: string) => apiQueryOptions<RatingSeason[]>(ratingKeys.seasons(game, locale), API_PATHS.ratingSeasons(game));

export function useRatingSeasons(game: string) {
  return useQuery(ratingSeasonsQueryOptions(game, useLocale()));
}
