import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentSummary } from '@portal/shared/contracts';
import { homeKeys } from './home-keys';

/** GET /v1/client/main-page-tournaments/{slug}: a game's current tournaments for its home-page row. */
export const mainPageTournamentsQueryOptions = (gameSlug: string) =>
  apiQueryOptions<TournamentSummary[]>(homeKeys.game(gameSlug), API_PATHS.mainPageTournaments(gameSlug));

export function useMainPageTournaments(gameSlug: string) {
  return useQuery(mainPageTournamentsQueryOptions(gameSlug));
}
