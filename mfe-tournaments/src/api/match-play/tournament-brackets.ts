import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Bracket } from '@portal/shared/contracts';
import { bracketKeys } from './keys';

/** GET /v1/client/tournaments/{id}/brackets: the tournament's MLBB brackets. */
export const tournamentBracketsQueryOptions = (tournamentId: number, hash: string | null) =>
  apiQueryOptions<Bracket[]>(bracketKeys.tournament(tournamentId), API_PATHS.tournamentBrackets(tournamentId), hash ? { hash } : undefined);

export function useTournamentBrackets(tournamentId: number, hash: string | null, enabled = true) {
  return useQuery({ ...tournamentBracketsQueryOptions(tournamentId, hash), enabled });
}
