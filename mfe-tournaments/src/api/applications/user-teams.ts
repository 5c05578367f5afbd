import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentUserTeam } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';

/** GET /v1/client/tournament/user/teams/{id}: the signed-in user's teams for the tournament, with status and players. */
export const userTeamsQueryOptions = (tournamentId: number) => apiQueryOptions<TournamentUserTeam[]>(applicationKeys.userTeams(tournamentId), API_PATHS.userTeamsForTournament(tournamentId));

export const useTournamentUserTeams = (tournamentId: number, enabled: boolean) => useQuery({ ...userTeamsQueryOptions(tournamentId), enabled });
