import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';
import { applicationKeys, tournamentKeys } from '../query-keys';

/** POST /v1/client/tournament-entry/{id}/decline: the team withdraws its application. */
export const withdrawEntry = (entryId: number) => post<{ id: number; withdrawn: true }>(API_PATHS.withdrawEntry(entryId), { tournament_entry_id: entryId } satisfies RequestBodies['withdrawEntry']);

export function useWithdrawEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawEntry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
