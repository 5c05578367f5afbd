import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerBrackets } from '@portal/shared/contracts';
import { bracketKeys } from './keys';

/** GET /organizer/tournaments/{id}/brackets: every stage with its bracket, and the score audit. */
export const organizerBracketsQueryOptions = (tournamentId: number) => apiQueryOptions<OrganizerBrackets>(bracketKeys.organizer(tournamentId), API_PATHS.organizerBrackets(tournamentId));

export function useOrganizerBrackets(tournamentId: number) {
  return useQuery(organizerBracketsQueryOptions(tournamentId));
}
