import type { EndpointPermission } from '../../http/endpoint-permission';

/** Streamers: public reads of approved ones; a player's own application; staff review (rules in http/endpoint-permission.ts). */
export const STREAMER_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/streamers', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/streamers/mine', allow: ['user'] },
  { method: 'GET', path: '/v1/client/streamers/{id}', allow: ['guest'] },
  { method: 'POST', path: '/v1/client/streamers', allow: ['user'] },
  { method: 'PUT', path: '/v1/client/streamers/{id}', allow: ['owner', 'staff'] },
  { method: 'DELETE', path: '/v1/client/streamers/{id}', allow: ['owner', 'staff'] },
  { method: 'POST', path: '/admin/streamers/{id}/approve', allow: ['staff'] },
  { method: 'POST', path: '/admin/streamers/{id}/reject', allow: ['staff'] },
];
