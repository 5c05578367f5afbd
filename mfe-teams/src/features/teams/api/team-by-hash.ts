import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TeamInvitePreview } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/platform';
import { teamsKeys } from './keys';

/** GET /team/by/hash/{hash}: the team behind an invite link (for guests too; is_member for the signed-in). */
export const teamByHashQueryOptions = (hash: string, userId: number | null) => apiQueryOptions<TeamInvitePreview>(teamsKeys.invite(hash, userId), API_PATHS.teamByHash(hash));

export function useTeamByHash(hash: string | null) {
  const { user } = useSession();
  return useQuery({ ...teamByHashQueryOptions(hash ?? '', user?.id ?? null), enabled: hash !== null, retry: false });
}
