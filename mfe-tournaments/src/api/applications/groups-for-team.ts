import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type GroupsForTeam } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';

/** GET /v1/client/tournament/{tournamentId}/groups-for-team/{teamId}: data.replace_count and data.groups. */
export const groupsForTeamQueryOptions = (tournamentId: number, teamId: number) =>
  apiQueryOptions<GroupsForTeam>(applicationKeys.groups(tournamentId, teamId), API_PATHS.groupsForTeam(tournamentId, teamId));

export const useGroupsForTeam = (tournamentId: number, teamId: number | null) =>
  useQuery({ ...groupsForTeamQueryOptions(tournamentId, teamId ?? 0), enabled: teamId !== null });
