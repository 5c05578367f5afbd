import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { fetchProfile, post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type UserGameAccount } from '@portal/shared/contracts';
import type { GameProfileStoreInput } from '@portal/shared/schemas';
import { sessionUserAtom } from '@portal/shared/state';
import { applicationKeys } from '../query-keys';

/** POST /user/game_profile: the player's basic game profile, added from the apply modal. */
export const storeGameProfile = (body: GameProfileStoreInput) => post<UserGameAccount>(AUTH_API_PATHS.gameProfile, body);

/**
 * Stores the profile, then reads the user's teams for the tournament again (the player becomes eligible)
 * and the session's profile (the onboarding checklist counts it); resolves once both are fresh.
 */
export function useStoreGameProfile(tournamentId: number) {
  const client = useQueryClient();
  const setUser = useSetAtom(sessionUserAtom);
  return useMutation({
    mutationFn: storeGameProfile,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: applicationKeys.userTeams(tournamentId) }), fetchProfile().then(setUser)]);
    },
  });
}
