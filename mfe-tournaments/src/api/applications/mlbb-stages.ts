import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type StageOption } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';

/** GET /v1/client/tournament/mlbb/stages/list/{id}/{teamId}: the stages an MLBB team may apply to. */
export const mlbbStagesQueryOptions = (tournamentId: number, teamId: number) =>
  apiQueryOptions<StageOption[]>([...applicationKeys.all, 'mlbb-stages', tournamentId, teamId], API_PATHS.mlbbStages(tournamentId, teamId));

export const useMlbbStages = (tournamentId: number, teamId: number) => useQuery(mlbbStagesQueryOptions(tournamentId, teamId));
