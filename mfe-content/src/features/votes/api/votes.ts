import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Vote } from '@portal/shared/contracts';
import { useLocale, useSession } from '@portal/shared/platform';
import type { RequestBodies } from '@portal/shared/schemas';

/** Query keys of the vote calls. */
export const voteKeys = {
  all: ['votes'] as const,
  list: (locale: string, userId: number | null) => [...voteKeys.all, 'list', locale, userId] as const,
};

/** Counts refresh this often while the page is open. */
export const VOTES_REFRESH_MS = 10_000;

/** GET /v1/client/votes: open votes first, with the caller's ballot and (after voting or closing) the results. */
export const votesQueryOptions = (locale: string, userId: number | null) => apiQueryOptions<Vote[]>(voteKeys.list(locale, userId), API_PATHS.votes);

export function useVotes() {
  const { user } = useSession();
  return useQuery({ ...votesQueryOptions(useLocale(), user?.id ?? null), refetchInterval: VOTES_REFRESH_MS });
}

/** POST /v1/client/votes/{id}/ballot: option_ids. */
export const castVote = (id: number, optionIds: number[]) => post<Vote>(API_PATHS.voteBallot(id), { option_ids: optionIds } satisfies RequestBodies['voteBallot']);

export function useCastVote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, optionIds }: { id: number; optionIds: number[] }) => castVote(id, optionIds),
    onSuccess: () => client.invalidateQueries({ queryKey: voteKeys.all }),
  });
}
