import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '@portal/shared/api-client';
import { API_PATHS, type Deleted } from '@portal/shared/contracts';
import { profileKeys } from './keys';
import { useRefreshSessionUser } from './refresh-session-user';

/** DELETE /user/game_profile/{id}: removes one of the signed-in user's game accounts. */
export const deleteGameAccount = (id: number) => del<Deleted>(API_PATHS.gameProfile(id));

export function useDeleteGameAccount() {
  const queryClient = useQueryClient();
  const refreshSessionUser = useRefreshSessionUser();
  return useMutation({
    mutationFn: deleteGameAccount,
    onSuccess: refreshSessionUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.gameAccounts() }),
  });
}
