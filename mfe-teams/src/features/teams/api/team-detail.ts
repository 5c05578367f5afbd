import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Team } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/platform';
import { teamsKeys } from './keys';

/** GET /team/{id}: one of the signed-in user's teams, with members, roles, readiness and applications. */
export const teamDetailQueryOptions = (id: number, userId: number | null) => apiQueryOptions<Team>(teamsKeys.detail(id, userId), API_PATHS.team(id));

export function useTeamDetail(id: number | null) {
  const { authenticated, user } = useSession();
  return useQuery({ ...teamDetailQueryOptions(id ?? 0, user?.id ?? null), enabled: authenticated && id !== null });
}
