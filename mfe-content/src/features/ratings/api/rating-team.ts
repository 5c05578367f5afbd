import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TeamRating } from '@portal/shared/contracts';
import { ratingKeys } from './rating-keys';

/** GET /v1/client/rating/{game}/teams/{slug}?board=: a team's position, points and history. */
export const ratingTeamQueryOptions = (game: string, slug: string, board: string) => apiQueryOptions<TeamRating>(ratingKeys.team(game, slug, board), API_PATHS.ratingTeam(game, slug), { board });

export function useRatingTeam(game: string, slug: string, board: string) {
  return useQuery({ ...ratingTeamQueryOptions(game, slug, board), retry: false });
}
