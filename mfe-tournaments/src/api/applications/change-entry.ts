import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type TournamentEntry } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';
import { applicationKeys, tournamentKeys } from '../query-keys';

/**
 * The edit modal's submit (POST /v1/client/tournament-entry/{id}/replacement-members: groupId for PUBG,
 * stageId, userIds) and the next-stage transfer (POST /tournament/select/next-stage/{tournament_id}:
 * group_id, members). Afterwards the tournament and the applications reload.
 */
export type EntryChange =
  | { kind: 'edit'; entryId: number; groupId: number | null; stageId: number; userIds: number[] }
  | { kind: 'next-stage'; tournamentId: number; groupId: number; userIds: number[] };

export function changeEntry(change: EntryChange): Promise<TournamentEntry> {
  if (change.kind === 'next-stage') return post<TournamentEntry>(API_PATHS.nextStage(change.tournamentId), { group_id: change.groupId, members: change.userIds } satisfies RequestBodies['nextStage']);
  return post<TournamentEntry>(API_PATHS.replacementMembers(change.entryId), {
    ...(change.groupId === null ? {} : { groupId: change.groupId }),
    stageId: change.stageId,
    userIds: change.userIds,
  } satisfies RequestBodies['replacementMembers']);
}

export function useChangeEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEntry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
