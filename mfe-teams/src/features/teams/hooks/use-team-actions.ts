import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeamRoleCode } from '@portal/shared/constants';
import type { Team } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/platform';
import { changeMemberRole } from '../api/change-member-role';
import { deleteTeam } from '../api/delete-team';
import { leaveTeam } from '../api/leave-team';
import { teamsKeys } from '../api/keys';
import { removeMember } from '../api/remove-member';
import { updateTeam, type UpdateTeamRequest } from '../api/update-team';
import { useTeamGone } from './use-team-gone';

/**
 * The calls of the team page. A change answers the team as it is now: it replaces the page's copy and
 * the lists are refreshed; leaving and deleting go on to the next team (or the list).
 */
export function useTeamActions(teamId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const gone = useTeamGone();
  const changed = useCallback(
    async (team: Team) => {
      queryClient.setQueryData(teamsKeys.detail(teamId, user?.id ?? null), team);
      await queryClient.invalidateQueries({ queryKey: teamsKeys.mine });
    },
    [queryClient, teamId, user],
  );
  return {
    changeRole: async (userId: number, role: TeamRoleCode) => changed(await changeMemberRole(teamId, userId, role)),
    remove: async (userId: number) => changed(await removeMember(teamId, userId)),
    update: async (request: UpdateTeamRequest) => changed(await updateTeam(teamId, request)),
    leave: async () => {
      await leaveTeam(teamId);
      await gone(teamId);
    },
    deleteTeam: async () => {
      await deleteTeam(teamId);
      await gone(teamId);
    },
  };
}
