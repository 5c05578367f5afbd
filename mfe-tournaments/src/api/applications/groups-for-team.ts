import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type GroupsForTeam } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';
import { hashQuery, usePageHash } from './page-hash';

/** GET /v1/client/tournament/{tournamentId}/groups-for-team/{teamId}: data.replace_count and data.groups. */
export const groupsForTeamQueryOptions = (tournamentId: number, teamId: number, hash: string | null = null) =>
  apiQueryOptions<GroupsForTeam>([...applicationKeys.groups(tournamentId, teamId), hash], API_PATHS.groupsForTeam(tournamentId, teamId), hashQuery(hash));

export function useGroupsForTeam(tournamentId: number, teamId: number | null) {
  const hash = usePageHash();
  return useQuery({ ...groupsForTeamQueryOptions(tournamentId, teamId ?? 0, hash), enabled: teamId !== null });
}
