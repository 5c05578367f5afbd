import type { EndpointPermission } from '../../http/endpoint-permission';

/** Ratings are public reads (rules in http/endpoint-permission.ts). */
export const RATING_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/rating/{game}', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/rating/{game}/seasons', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/rating/{game}/players', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/rating/{game}/teams/{slug}', allow: ['guest'] },
];
