import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '@portal/shared/api-client';
import { API_PATHS } from '@portal/shared/contracts';
import { tournamentCommentKeys } from './keys';

/** DELETE /v1/client/tournaments/{id}/comments/{commentId} (staff). */
export const deleteTournamentComment = (tournamentId: number, commentId: number) => del<{ deleted: true }>(API_PATHS.tournamentComment(tournamentId, commentId));

export function useDeleteTournamentComment(tournamentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteTournamentComment(tournamentId, commentId),
    onSuccess: () => client.invalidateQueries({ queryKey: tournamentCommentKeys.all }),
  });
}
