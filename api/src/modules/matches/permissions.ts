import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each endpoint of matches and results, for the generated authorization matrix.
 * Reads of the grid, a group's results and a match are public (a private tournament needs its hash; the
 * lobby credentials show only to the group's players). The organiser's endpoints are for staff and the
 * organiser who owns the tournament, 'organizer-owner' (anyone without the organizer or a staff role gets
 * 403 at once; another organiser 403 from the service).
 */
export const MATCH_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/tournament/{ref}/grid', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/tournament/group/{id}/results', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/matches', allow: ['user'] },
  { method: 'GET', path: '/v1/client/match/{id}', allow: ['guest'] },
  { method: 'GET', path: '/organizer/groups/{id}/results', allow: ['organizer-owner'] },
  { method: 'PUT', path: '/organizer/groups/{id}/matches/{n}', allow: ['organizer-owner'] },
  { method: 'POST', path: '/organizer/groups/{id}/results/publish', allow: ['organizer-owner'] },
  { method: 'GET', path: '/organizer/tournaments/{id}/placement-points', allow: ['organizer-owner'] },
  { method: 'PUT', path: '/organizer/tournaments/{id}/placement-points', allow: ['organizer-owner'] },
];
