import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type TournamentComment } from '@portal/shared/contracts';
import type { TournamentCommentInput } from '@portal/shared/schemas';
import { tournamentCommentKeys } from './keys';

/** POST /v1/client/tournaments/{id}/comments: content, parent_id. */
export const addTournamentComment = (tournamentId: number, input: TournamentCommentInput) => post<TournamentComment>(API_PATHS.tournamentComments(tournamentId), input);

export function useAddTournamentComment(tournamentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TournamentCommentInput) => addTournamentComment(tournamentId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: tournamentCommentKeys.all }),
  });
}
