import { post } from '@portal/shared/api-client';
import type { TeamRoleCode } from '@portal/shared/constants';
import { API_PATHS, type Team } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /team/change/member/role/{team}/{user} { codeRole }: answers the team as it is now. */
export const changeMemberRole = (teamId: number, userId: number, codeRole: TeamRoleCode) => post<Team>(API_PATHS.changeTeamMemberRole(teamId, userId), { codeRole } satisfies RequestBodies['changeTeamMemberRole']);
