import type { EndpointPermission } from '../../http/endpoint-permission';

/** Help desk: a player's own requests; staff (admin, moderator) read all and reply. */
export const HELP_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/help-requests', allow: ['user'] },
  { method: 'POST', path: '/v1/client/help-requests', allow: ['user'] },
  { method: 'GET', path: '/admin/help-requests', allow: ['staff'] },
  { method: 'POST', path: '/admin/help-requests/{id}/replies', allow: ['staff'] },
];
