import type { EndpointPermission } from '../../http/endpoint-permission';

/** Who may call each tournament comment endpoint: anyone reads, players post (unless banned), staff delete. */
export const TOURNAMENT_COMMENT_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/tournaments/{id}/comments', allow: ['guest'] },
  { method: 'POST', path: '/v1/client/tournaments/{id}/comments', allow: ['user'] },
  { method: 'DELETE', path: '/v1/client/tournaments/{id}/comments/{commentId}', allow: ['staff'] },
];
