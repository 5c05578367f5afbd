import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '@portal/shared/api-client';
import { API_PATHS, AUTH_API_PATHS, type UserGameAccount } from '@portal/shared/contracts';
import type { GameProfileStoreInput } from '@portal/shared/schemas';
import { profileKeys } from './keys';
import { useRefreshSessionUser } from './refresh-session-user';

/**
 * POST /user/game_profile (a new account) or PUT /user/game_profile/{id} (an account's fields): gameName
 * and the fields by field key. The list is refetched afterwards, and the session profile (its game profiles
 * feed the onboarding checklist and the sidebar).
 */
export const saveGameAccount = ({ id, body }: { id: number | null; body: GameProfileStoreInput }) =>
  id === null ? post<UserGameAccount>(AUTH_API_PATHS.gameProfile, body) : put<UserGameAccount>(API_PATHS.gameProfile(id), body);

export function useSaveGameAccount() {
  const queryClient = useQueryClient();
  const refreshSessionUser = useRefreshSessionUser();
  return useMutation({
    mutationFn: saveGameAccount,
    onSuccess: refreshSessionUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.gameAccounts() }),
  });
}
