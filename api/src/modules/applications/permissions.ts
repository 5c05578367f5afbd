import { API_PATHS } from '@portal/shared/contracts';
import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each application endpoint, for the generated authorization matrix (rules in
 * http/endpoint-permission.ts). 'manager' is the team's owner or a manager (team_page.captain_only for a
 * member); 'member' on an entry is a player the application names; 'owner' on the review endpoints is
 * the organiser who owns the tournament ('organizer-owner': anyone without the organiser or a staff role gets
 * 403 at once, an organiser of another tournament 403 from the service).
 * Calls that name the team in the body (applying, resending, approving a game time) are 'manager' of that
 * team (403 team_page.not_a_member or team_page.captain_only otherwise); calls that name an entry in the
 * path or act on the caller's own team are 'user' here, the service then checks the entry (404 for one the
 * caller has no part in). The matrix sends each a valid body (api/test-support/authorization-matrix/bodies.ts).
 */
export const APPLICATION_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/tournament/user/teams/{id}', allow: ['user'] },
  { method: 'GET', path: '/v1/client/tournament/{tournamentId}/groups-for-team/{teamId}', allow: ['member'] },
  { method: 'POST', path: '/v1/client/{tournament_id}', allow: ['manager'] },
  { method: 'POST', path: API_PATHS.resendApplication, allow: ['manager'] },
  { method: 'POST', path: '/v1/client/tournament-entry/{id}/decline', allow: ['manager'] },
  { method: 'POST', path: '/v1/client/tournament-entry/{id}/status', allow: ['member'] },
  { method: 'GET', path: API_PATHS.myEntries, allow: ['user'] },
  { method: 'GET', path: '/v1/client/tournament/entries/{id}', allow: ['guest'] },
  { method: 'POST', path: API_PATHS.approveGameTime, allow: ['manager'] },
  { method: 'GET', path: '/v1/client/tournament-entries/{id}/details', allow: ['member', 'manager', 'owner', 'staff'] },
  { method: 'GET', path: '/v1/client/tournament/mlbb/stages/list/{id}/{teamId}', allow: ['member'] },
  { method: 'GET', path: '/v1/client/tournament/group-by-stage/{stage}/teams/{team}', allow: ['member'] },
  { method: 'POST', path: '/v1/client/tournament-entry/{id}/replacement-members', allow: ['manager'] },
  { method: 'POST', path: '/tournament/select/next-stage/{tournament_id}', allow: ['user'] },
  { method: 'GET', path: '/organizer/tournaments/{id}/entries', allow: ['organizer-owner'] },
  { method: 'POST', path: API_PATHS.acceptEntry, allow: ['organizer-owner'] },
  { method: 'POST', path: API_PATHS.declineEntry, allow: ['organizer-owner'] },
];
