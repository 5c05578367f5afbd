import { post } from '@portal/shared/api-client';
import { API_PATHS, type Team } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /team/member/delete { teamId, userId }: answers the team as it is now. */
export const removeMember = (teamId: number, userId: number) => post<Team>(API_PATHS.removeTeamMember, { teamId, userId } satisfies RequestBodies['removeTeamMember']);
