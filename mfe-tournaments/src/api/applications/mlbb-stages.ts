import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type StageOption } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';
import { hashQuery, usePageHash } from './page-hash';

/** GET /v1/client/tournament/mlbb/stages/list/{id}/{teamId}: the stages an MLBB team may apply to. */
export const mlbbStagesQueryOptions = (tournamentId: number, teamId: number, hash: string | null = null) =>
  apiQueryOptions<StageOption[]>([...applicationKeys.all, 'mlbb-stages', tournamentId, teamId, hash], API_PATHS.mlbbStages(tournamentId, teamId), hashQuery(hash));

export function useMlbbStages(tournamentId: number, teamId: number) {
  const hash = usePageHash();
  return useQuery(mlbbStagesQueryOptions(tournamentId, teamId, hash));
}
