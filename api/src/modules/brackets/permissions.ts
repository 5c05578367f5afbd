import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each bracket endpoint: players read a tournament's brackets; the organiser console's
 * endpoints are for staff and for the organiser who owns the tournament of the stage ('organizer-owner';
 * another organiser gets 403, an unknown stage 404).
 */
export const BRACKET_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/tournaments/{id}/brackets', allow: ['guest'] },
  { method: 'GET', path: '/organizer/tournaments/{id}/brackets', allow: ['organizer-owner'] },
  { method: 'POST', path: '/organizer/stages/{id}/bracket', allow: ['organizer-owner'] },
  { method: 'PUT', path: '/organizer/stages/{id}/bracket/matches/{matchId}', allow: ['organizer-owner'] },
];
