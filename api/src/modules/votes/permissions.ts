import type { EndpointPermission } from '../../http/endpoint-permission';

/** Votes: public reads, a ballot for any signed-in player (rules in http/endpoint-permission.ts). */
export const VOTE_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/votes', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/votes/{id}', allow: ['guest'] },
  { method: 'POST', path: '/v1/client/votes/{id}/ballot', allow: ['user'] },
];
