import { API_PATHS } from '@portal/shared/contracts';
import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each application endpoint (issue 9), for the generated authorization matrix (rules in
 * http/endpoint-permission.ts). 'manager' is the team's owner or a manager (team_page.captain_only for a
 * member); 'member' on an entry is a player the application names; 'owner' on the review endpoints is
 * the organiser who owns the tournament, written 'staff' here because the matrix's callers hold no
 * organiser role: anyone without the organiser or a staff role gets 403 at once, and an organiser of another
 * tournament 403 from the service (applications.test.ts).
 * Calls whose team or players are named in the body are 'user' here: any signed-in caller is past
 * authorization until the body names a team, which the service then checks (403 team_page.captain_only
 * for a team the caller does not run, 404 for an unknown entry); applications.test.ts covers those refusals
 * per endpoint, since the matrix sends no body.
 */
export const APPLICATION_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/tournament/user/teams/{id}', allow: ['user'] },
  { method: 'GET', path: '/v1/client/tournament/{tournamentId}/groups-for-team/{teamId}', allow: ['member'] },
  { method: 'POST', path: '/v1/client/{tournament_id}', allow: ['user'] },
  { method: 'POST', path: API_PATHS.resendApplication, allow: ['user'] },
  { method: 'POST', path: '/v1/client/tournament-entry/{id}/decline', allow: ['manager'] },
  { method: 'POST', path: '/v1/client/tournament-entry/{id}/status', allow: ['user'] },
  { method: 'GET', path: API_PATHS.myEntries, allow: ['user'] },
  { method: 'GET', path: '/v1/client/tournament/entries/{id}', allow: ['guest'] },
  { method: 'POST', path: API_PATHS.approveGameTime, allow: ['user'] },
  { method: 'GET', path: '/v1/client/tournament-entries/{id}/details', allow: ['member', 'manager', 'owner', 'staff'] },
  { method: 'GET', path: '/v1/client/tournament/mlbb/stages/list/{id}/{teamId}', allow: ['member'] },
  { method: 'GET', path: '/v1/client/tournament/group-by-stage/{stage}/teams/{team}', allow: ['member'] },
  { method: 'POST', path: '/v1/client/tournament-entry/{id}/replacement-members', allow: ['user'] },
  { method: 'POST', path: '/tournament/select/next-stage/{tournament_id}', allow: ['user'] },
  { method: 'GET', path: '/organizer/tournaments/{id}/entries', allow: ['staff'] },
  { method: 'POST', path: API_PATHS.acceptEntry, allow: ['staff'] },
  { method: 'POST', path: API_PATHS.declineEntry, allow: ['staff'] },
];
