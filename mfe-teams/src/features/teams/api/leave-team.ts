import { post } from '@portal/shared/api-client';
import { API_PATHS, type TeamLeft } from '@portal/shared/contracts';

/** POST /team/{id}/leave: members and managers leave; the owner cannot while owning. */
export const leaveTeam = (id: number) => post<TeamLeft>(API_PATHS.leaveTeam(id));
