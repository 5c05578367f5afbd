import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type GroupsForTeam } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';
import { hashQuery, usePageHash } from './page-hash';

/** GET /v1/client/tournament/group-by-stage/{stage}/teams/{team}: the open groups of a stage for a team. */
export const groupsByStageQueryOptions = (stageId: number, teamId: number, hash: string | null = null) =>
  apiQueryOptions<GroupsForTeam>([...applicationKeys.all, 'groups-by-stage', stageId, teamId, hash], API_PATHS.groupsByStage(stageId, teamId), hashQuery(hash));

export function useGroupsByStage(stageId: number | null, teamId: number, enabled: boolean) {
  const hash = usePageHash();
  return useQuery({ ...groupsByStageQueryOptions(stageId ?? 0, teamId, hash), enabled: enabled && stageId !== null });
}
