import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type UserGameAccount } from '@portal/shared/contracts';
import { profileKeys } from './keys';

/** GET /user/game_profile: the signed-in user's game accounts with their basic and extended fields. */
export const gameAccountsQueryOptions = () => apiQueryOptions<UserGameAccount[]>(profileKeys.gameAccounts(), AUTH_API_PATHS.gameProfile);

export function useGameAccounts() {
  return useQuery(gameAccountsQueryOptions());
}
