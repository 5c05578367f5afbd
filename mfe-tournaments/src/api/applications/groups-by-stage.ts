import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type GroupsForTeam } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';

/** GET /v1/client/tournament/group-by-stage/{stage}/teams/{team}: the open groups of a stage for a team. */
export const groupsByStageQueryOptions = (stageId: number, teamId: number) =>
  apiQueryOptions<GroupsForTeam>([...applicationKeys.all, 'groups-by-stage', stageId, teamId], API_PATHS.groupsByStage(stageId, teamId));

export const useGroupsByStage = (stageId: number | null, teamId: number, enabled: boolean) =>
  useQuery({ ...groupsByStageQueryOptions(stageId ?? 0, teamId), enabled: enabled && stageId !== null });
