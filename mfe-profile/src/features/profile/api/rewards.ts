import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Award } from '@portal/shared/contracts';
import { profileKeys } from './keys';

/** GET /v1/client/user/rewards: every award with whether the signed-in player achieved it. */
export const rewardsQueryOptions = () => apiQueryOptions<Award[]>(profileKeys.rewards(), API_PATHS.userRewards);

export function useRewards(enabled = true) {
  return useQuery({ ...rewardsQueryOptions(), enabled });
}
