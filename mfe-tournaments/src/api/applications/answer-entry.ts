import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { ENTRY_DECISION_STATUS, type EntryDecision } from '@portal/shared/constants';
import { API_PATHS, type TournamentEntry } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';
import { applicationKeys } from '../query-keys';

/** POST /v1/client/tournament-entry/{id}/status: a chosen player approves (2) or declines (1); the entries reload. */
export const answerEntry = ({ entryId, decision }: { entryId: number; decision: EntryDecision }) =>
  post<TournamentEntry>(API_PATHS.entryMemberStatus(entryId), { status: ENTRY_DECISION_STATUS[decision] } satisfies RequestBodies['entryMemberStatus']);

export function useAnswerEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: answerEntry, onSuccess: () => void client.invalidateQueries({ queryKey: applicationKeys.all }) });
}
