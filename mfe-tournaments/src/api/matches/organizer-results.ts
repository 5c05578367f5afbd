import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, post, put, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerGroupResults } from '@portal/shared/contracts';
import type { PubgMatchResultsInput } from '@portal/shared/schemas';
import { matchKeys } from '../query-keys';

/** GET /organizer/groups/{id}/results: a group's results as entered, its teams and the audit list. */
export const organizerResultsQueryOptions = (groupId: number) => apiQueryOptions<OrganizerGroupResults>(matchKeys.organizerResults(groupId), API_PATHS.organizerGroupResults(groupId));

export const useOrganizerResults = (groupId: number) => useQuery(organizerResultsQueryOptions(groupId));

/** PUT /organizer/groups/{id}/matches/{n}: enter or correct a match; POST .../results/publish. */
export type ResultsWrite = { kind: 'match'; groupId: number; matchNumber: number; body: PubgMatchResultsInput } | { kind: 'publish'; groupId: number };

export const writeResults = (write: ResultsWrite) =>
  write.kind === 'match'
    ? put<OrganizerGroupResults>(API_PATHS.organizerGroupMatch(write.groupId, write.matchNumber), write.body)
    : post<OrganizerGroupResults>(API_PATHS.organizerPublishResults(write.groupId));

export function useResultsWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeResults,
    onSuccess: (results, write) => {
      client.setQueryData(matchKeys.organizerResults(write.groupId), results);
      void client.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}
