import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post, put } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerTournament } from '@portal/shared/contracts';
import type { OrganizerGroupOutput, OrganizerStageOutput } from '@portal/shared/schemas';
import { organizerKeys, tournamentKeys } from '../query-keys';

/**
 * Stage and group writes: POST /organizer/tournaments/{id}/stages, PUT and DELETE /organizer/stages/{id},
 * POST /organizer/stages/{id}/groups, PUT and DELETE /organizer/groups/{id}. Each answers the tournament.
 */
export type StructureWrite =
  | { kind: 'create-stage'; tournamentId: number; form: OrganizerStageOutput }
  | { kind: 'update-stage'; stageId: number; form: OrganizerStageOutput }
  | { kind: 'delete-stage'; stageId: number }
  | { kind: 'create-group'; stageId: number; form: OrganizerGroupOutput }
  | { kind: 'update-group'; groupId: number; form: OrganizerGroupOutput }
  | { kind: 'delete-group'; groupId: number };

export function writeStructure(write: StructureWrite): Promise<OrganizerTournament> {
  switch (write.kind) {
    case 'create-stage':
      return post<OrganizerTournament>(API_PATHS.organizerStages(write.tournamentId), write.form);
    case 'update-stage':
      return put<OrganizerTournament>(API_PATHS.organizerStage(write.stageId), write.form);
    case 'delete-stage':
      return del<OrganizerTournament>(API_PATHS.organizerStage(write.stageId));
    case 'create-group':
      return post<OrganizerTournament>(API_PATHS.organizerGroups(write.stageId), write.form);
    case 'update-group':
      return put<OrganizerTournament>(API_PATHS.organizerGroup(write.groupId), write.form);
    case 'delete-group':
      return del<OrganizerTournament>(API_PATHS.organizerGroup(write.groupId));
  }
}

export function useStructureWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeStructure,
    onSuccess: (tournament) => {
      client.setQueryData(organizerKeys.tournament(tournament.slug), tournament);
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
