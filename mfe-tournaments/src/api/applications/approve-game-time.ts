import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type GameTimeApproval } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';
import { applicationKeys } from '../query-keys';

/** POST /v1/client/group-team/approve: the captain confirms the group's game time for a stage team. */
export const approveGameTime = (stageTeamId: number) => post<GameTimeApproval>(API_PATHS.approveGameTime, { is_approve_game_time: true, stage_team_id: stageTeamId } satisfies RequestBodies['approveGameTime']);

export function useApproveGameTime() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveGameTime, onSuccess: () => void client.invalidateQueries({ queryKey: applicationKeys.all }) });
}
