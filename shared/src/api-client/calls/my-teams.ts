import { useQuery } from '../use-query';
import { queryOptions } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { API_PATHS, type Team } from '@portal/shared/contracts';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { get } from '../methods';

/**
 * GET /team: the signed-in user's teams with their members, of one game when `gameId` is given
 * (filter[game_id]). Read by the team list (mfe-teams), the onboarding checklist (mfe-profile) and the
 * application flow (mfe-tournaments), so it lives here, once.
 */
export const myTeamsKeys = {
  /** Every cached list of the user's teams: invalidate this after a team changes. */
  all: ['teams', 'mine'] as const,
  list: (userId: number | null, gameId: number | null) => [...myTeamsKeys.all, userId, gameId ?? 'all'] as const,
};

export interface MyTeamsParams {
  /** The signed-in user (part of the cache key, so one user never sees another's cached list). */
  userId: number | null;
  /** Only the teams of this game; null or undefined: every game. */
  gameId?: number | null;
}

export const myTeamsQueryOptions = ({ userId, gameId = null }: MyTeamsParams) =>
  queryOptions({
    queryKey: myTeamsKeys.list(userId, gameId),
    queryFn: ({ signal }) => get<Team[]>(API_PATHS.teams, { query: { 'filter[game_id]': gameId }, signal }),
  });

/** The signed-in user's teams; waits while nobody is signed in (or `enabled` is false). */
export function useMyTeams({ gameId = null, enabled = true }: { gameId?: number | null; enabled?: boolean } = {}) {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  return useQuery({ ...myTeamsQueryOptions({ userId: user?.id ?? null, gameId }), enabled: enabled && Boolean(token) });
}
