import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '@portal/shared/api-client';
import type { TournamentStatusCode } from '@portal/shared/constants';
import { API_PATHS, type OrganizerTournament } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';
import { organizerKeys, tournamentKeys } from '../query-keys';

/**
 * POST /organizer/tournaments/{id}/publish, /unpublish, /duplicate and PUT .../status: the tournament
 * page's actions. Each answers the tournament (the copy, for duplicate).
 */
export type TournamentAction = { kind: 'publish' | 'unpublish' | 'duplicate' } | { kind: 'status'; status: TournamentStatusCode | null };

export function runTournamentAction(id: number, action: TournamentAction): Promise<OrganizerTournament> {
  switch (action.kind) {
    case 'publish':
      return post<OrganizerTournament>(API_PATHS.organizerPublish(id));
    case 'unpublish':
      return post<OrganizerTournament>(API_PATHS.organizerUnpublish(id));
    case 'duplicate':
      return post<OrganizerTournament>(API_PATHS.organizerDuplicate(id));
    case 'status':
      return put<OrganizerTournament>(API_PATHS.organizerStatus(id), { status: action.status } satisfies RequestBodies['organizerStatus']);
  }
}

export function useTournamentAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TournamentAction) => runTournamentAction(id, action),
    onSuccess: (result, action) => {
      if (action.kind !== 'duplicate') client.setQueryData(organizerKeys.tournament(result.slug), result);
      void client.invalidateQueries({ queryKey: organizerKeys.all });
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
