import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type TournamentEntry } from '@portal/shared/contracts';
import type { SubmitAction } from '@portal/shared/domain';
import type { RequestBodies } from '@portal/shared/schemas';
import { applicationKeys, tournamentKeys } from '../query-keys';
import { hashQuery, usePageHash } from './page-hash';

/**
 * POST /v1/client/{tournament_id} (a new application) or POST /v1/tournament/participate/resend (a team
 * awaiting the admin or rejected), as shared decideSubmit chose. Afterwards the tournament reloads.
 */
export interface ApplicationPayload {
  action: Exclude<SubmitAction, 'update'>;
  tournamentId: number;
  teamId: number;
  groupId: number | null;
  stageId: number | null;
  userIds: number[];
  /** The ?hash= of a private tournament's page. */
  hash?: string | null;
}

export function submitApplication(payload: ApplicationPayload): Promise<TournamentEntry> {
  const query = hashQuery(payload.hash ?? null);
  if (payload.action === 'resend') {
    // PUBG resends with its group, MLBB (no group) with its stage.
    const body: RequestBodies['resendApplication'] = {
      team_id: payload.teamId,
      group_id: payload.groupId,
      stage_id: payload.stageId,
      members: payload.userIds,
      tournament_id: payload.tournamentId,
    };
    return post<TournamentEntry>(API_PATHS.resendApplication, body, query ? { query } : undefined);
  }
  return post<TournamentEntry>(API_PATHS.apply(payload.tournamentId), {
    team_id: payload.teamId,
    tournament_id: payload.tournamentId,
    group_id: payload.groupId,
    stage_id: payload.stageId,
    user_ids: payload.userIds,
  } satisfies RequestBodies['apply'], query ? { query } : undefined);
}

export function useSubmitApplication() {
  const client = useQueryClient();
  const hash = usePageHash();
  return useMutation({
    mutationFn: (payload: ApplicationPayload) => submitApplication({ ...payload, hash }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
