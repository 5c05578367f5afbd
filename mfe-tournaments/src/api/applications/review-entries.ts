import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type ReviewEntries, type ReviewEntry } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';
import { applicationKeys, organizerKeys, tournamentKeys } from '../query-keys';

/** GET /organizer/tournaments/{id}/entries: a tournament's applications for the organiser's review. */
export const reviewEntriesQueryOptions = (tournamentId: number) => apiQueryOptions<ReviewEntries>(applicationKeys.review(tournamentId), API_PATHS.reviewEntries(tournamentId));

export const useReviewEntries = (tournamentId: number) => useQuery(reviewEntriesQueryOptions(tournamentId));

/** POST /tournament/accept or /tournament/decline (with the reason). */
export type ReviewDecision = { kind: 'accept'; entryId: number } | { kind: 'decline'; entryId: number; reason: string };

export function decideEntry(decision: ReviewDecision): Promise<ReviewEntry> {
  if (decision.kind === 'accept') return post<ReviewEntry>(API_PATHS.acceptEntry, { tournament_entry_id: decision.entryId } satisfies RequestBodies['acceptEntry']);
  return post<ReviewEntry>(API_PATHS.declineEntry, { tournament_entry_id: decision.entryId, reject_description: decision.reason } satisfies RequestBodies['declineEntry']);
}

export function useDecideEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideEntry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.all });
      void client.invalidateQueries({ queryKey: organizerKeys.all });
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
