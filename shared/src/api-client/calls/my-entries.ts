import { useAtomValue } from 'jotai';
import { API_PATHS, type TournamentEntry } from '@portal/shared/contracts';
import { authTokenAtom } from '@portal/shared/state';
import { apiQueryOptions } from '../query-options';
import { useQuery } from '../use-query';

/**
 * GET /v1/client/tournament-entries: the user's teams' applications and those naming the user. Read by the
 * applications pages (mfe-tournaments) and the onboarding checklist (whether the player has applied), so it
 * lives here, once; its key sits under the applications root, which every application write invalidates.
 */
export const myEntriesKey = ['applications', 'mine'] as const;

export const myEntriesQueryOptions = () => apiQueryOptions<TournamentEntry[]>(myEntriesKey, API_PATHS.myEntries);

/** The signed-in user's entries; waits while nobody is signed in (or `enabled` is false). */
export function useMyEntries(enabled = true) {
  const token = useAtomValue(authTokenAtom);
  return useQuery({ ...myEntriesQueryOptions(), enabled: enabled && Boolean(token) });
}
