import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { LATEST_TOURNAMENTS_DEFAULT } from '@portal/shared/constants';
import { API_PATHS, type TournamentSummary } from '@portal/shared/contracts';
import { homeKeys } from './home-keys';

/** GET /v1/client/tournament/get-latest/{n}: the newest tournaments (4 on the home page). */
export const latestTournamentsQueryOptions = (count = LATEST_TOURNAMENTS_DEFAULT) =>
  apiQueryOptions<TournamentSummary[]>(homeKeys.latest(count), API_PATHS.latestTournaments(count));

export function useLatestTournaments(count = LATEST_TOURNAMENTS_DEFAULT) {
  return useQuery(latestTournamentsQueryOptions(count));
}
