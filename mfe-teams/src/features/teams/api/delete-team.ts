import { del } from '@portal/shared/api-client';
import { API_PATHS, type TeamDeleted } from '@portal/shared/contracts';

/** DELETE /team/{id}: owner only; refused while the team plays in a tournament that has not ended. */
export const deleteTeam = (id: number) => del<TeamDeleted>(API_PATHS.team(id));
