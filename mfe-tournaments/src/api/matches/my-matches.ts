import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type MyMatches } from '@portal/shared/contracts';
import { matchKeys } from '../query-keys';

/** GET /v1/client/matches: the signed-in player's upcoming and past matches. */
export const myMatchesQueryOptions = () => apiQueryOptions<MyMatches>(matchKeys.mine(), API_PATHS.myMatches);

export const useMyMatches = (enabled = true) => useQuery({ ...myMatchesQueryOptions(), enabled });
