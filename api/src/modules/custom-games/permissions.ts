import type { EndpointPermission } from '../../http/endpoint-permission';

/** Who may call each custom games endpoint: anyone browses; signed-in players open, join and leave rooms. */
export const CUSTOM_GAME_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/custom-games', allow: ['guest'] },
  { method: 'POST', path: '/v1/client/custom-games', allow: ['user'] },
  { method: 'POST', path: '/v1/client/custom-games/{id}/join', allow: ['user'] },
  { method: 'POST', path: '/v1/client/custom-games/{id}/leave', allow: ['user'] },
];
