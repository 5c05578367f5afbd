import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentCommentThread } from '@portal/shared/contracts';
import { tournamentCommentKeys } from './keys';

/** GET /v1/client/tournaments/{id}/comments: threads newest first with their answers, a page at a time. */
export const tournamentCommentsQueryOptions = (tournamentId: number, page: number, hash: string | null) =>
  apiPageQueryOptions<TournamentCommentThread>(tournamentCommentKeys.page(tournamentId, page), API_PATHS.tournamentComments(tournamentId), hash ? { page, hash } : { page });

export function useTournamentComments(tournamentId: number, page: number, hash: string | null) {
  return useQuery({ ...tournamentCommentsQueryOptions(tournamentId, page, hash), placeholderData: keepPreviousData });
}
