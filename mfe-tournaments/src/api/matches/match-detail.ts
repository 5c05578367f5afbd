import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type MatchDetail } from '@portal/shared/contracts';
import { matchKeys } from '../query-keys';

/** How often the match page asks again (the lobby opens 15 minutes before the game time). */
export const MATCH_REFRESH_MS = 30_000;

/** GET /v1/client/match/{groupTeamId}: one team's match; the lobby only for the group's teams in the window. */
export const matchDetailQueryOptions = (stageTeamId: number, hash: string | null) =>
  apiQueryOptions<MatchDetail>(matchKeys.match(stageTeamId, hash), API_PATHS.match(stageTeamId), hash ? { hash } : undefined);

export const useMatchDetail = (stageTeamId: number, hash: string | null) => useQuery({ ...matchDetailQueryOptions(stageTeamId, hash), refetchInterval: MATCH_REFRESH_MS });
