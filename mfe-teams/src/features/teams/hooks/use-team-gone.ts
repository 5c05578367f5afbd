import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { myTeamsQueryOptions } from '@portal/shared/api-client';
import type { Team } from '@portal/shared/contracts';
import { afterTeamRemovedTarget } from '@portal/shared/domain';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { teamsKeys } from '../api/keys';

/**
 * After leaving or deleting a team (docs/spec.md section 2): read the teams that remain, go to the first one (or
 * /my-teams/), and refresh the team reads.
 */
export function useTeamGone() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { user } = useSession();
  return useCallback(
    async (goneId: number) => {
      const teams: Team[] = await queryClient.fetchQuery({ ...myTeamsQueryOptions({ userId: user?.id ?? null }), staleTime: 0 }).catch(() => []);
      await navigate(localized(afterTeamRemovedTarget(teams.filter((team) => team.id !== goneId))));
      queryClient.removeQueries({ queryKey: teamsKeys.detail(goneId, user?.id ?? null) });
      void queryClient.invalidateQueries({ queryKey: teamsKeys.all });
    },
    [queryClient, navigate, localized, user],
  );
}
