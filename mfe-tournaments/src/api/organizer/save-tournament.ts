import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerTournament } from '@portal/shared/contracts';
import type { OrganizerTournamentOutput } from '@portal/shared/schemas';
import { tournamentFormData } from '../../lib/organizer/tournament-form-data';
import { organizerKeys, tournamentKeys } from '../query-keys';

/**
 * POST /organizer/tournaments (id null) or PUT /organizer/tournaments/{id}: the editor's form as multipart
 * (with the logos when chosen).
 */
export const saveTournament = (id: number | null, form: OrganizerTournamentOutput) =>
  id === null ? post<OrganizerTournament>(API_PATHS.organizerTournaments, tournamentFormData(form)) : put<OrganizerTournament>(API_PATHS.organizerTournament(id), tournamentFormData(form));

export function useSaveTournament(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: OrganizerTournamentOutput) => saveTournament(id, form),
    onSuccess: (saved) => {
      client.setQueryData(organizerKeys.tournament(saved.slug), saved);
      void client.invalidateQueries({ queryKey: organizerKeys.all });
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
