import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentUserTeam } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';
import { hashQuery, usePageHash } from './page-hash';

/** GET /v1/client/tournament/user/teams/{id}: the signed-in user's teams for the tournament, with status and players. */
export const userTeamsQueryOptions = (tournamentId: number, hash: string | null = null) =>
  apiQueryOptions<TournamentUserTeam[]>([...applicationKeys.userTeams(tournamentId), hash], API_PATHS.userTeamsForTournament(tournamentId), hashQuery(hash));

export function useTournamentUserTeams(tournamentId: number, enabled: boolean) {
  const hash = usePageHash();
  return useQuery({ ...userTeamsQueryOptions(tournamentId, hash), enabled });
}
