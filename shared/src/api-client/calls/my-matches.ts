import { useAtomValue } from 'jotai';
import { API_PATHS, type MyMatches } from '@portal/shared/contracts';
import { authTokenAtom } from '@portal/shared/state';
import { apiQueryOptions } from '../query-options';
import { useQuery } from '../use-query';

/**
 * GET /v1/client/matches: the signed-in player's upcoming and past matches. Read by /matches
 * (mfe-tournaments) and the home page's personal strip (mfe-content), so it lives here, once; its key sits
 * under the matches root, which every results write invalidates.
 */
export const myMatchesKey = ['matches', 'mine'] as const;

export const myMatchesQueryOptions = () => apiQueryOptions<MyMatches>(myMatchesKey, API_PATHS.myMatches);

/** The signed-in user's matches; waits while nobody is signed in (or `enabled` is false). */
export function useMyMatches(enabled = true) {
  const token = useAtomValue(authTokenAtom);
  return useQuery({ ...myMatchesQueryOptions(), enabled: enabled && Boolean(token) });
}
