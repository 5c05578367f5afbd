import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type TournamentComment } from '@portal/shared/contracts';
import type { TournamentCommentInput } from '@portal/shared/schemas';
import { tournamentCommentKeys } from './keys';

/** POST /v1/client/tournaments/{id}/comments: content, parent_id. */
export const addTournamentComment = (tournamentId: number, input: TournamentCommentInput, hash: string | null) =>
  post<TournamentComment>(API_PATHS.tournamentComments(tournamentId), input, hash ? { query: { hash } } : undefined);

export function useAddTournamentComment(tournamentId: number, hash: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TournamentCommentInput) => addTournamentComment(tournamentId, input, hash),
    onSuccess: () => client.invalidateQueries({ queryKey: tournamentCommentKeys.all }),
  });
}
