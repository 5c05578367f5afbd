import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type PublicTeam } from '@portal/shared/contracts';
import { teamsKeys } from './keys';

/** GET /v1/client/team/{slug}: the public team page. */
export const publicTeamQueryOptions = (slug: string) => apiQueryOptions<PublicTeam>(teamsKeys.public(slug), API_PATHS.publicTeam(slug));

export function usePublicTeam(slug: string) {
  return useQuery({ ...publicTeamQueryOptions(slug), retry: false });
}
