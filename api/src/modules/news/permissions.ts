import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each news endpoint (rules in http/endpoint-permission.ts). Comment removal is for the
 * comment's author ('owner') or staff; a comments ban (or site ban) stops commenting with 403.
 */
export const NEWS_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/blog', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/blog/{slug}', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/blog/{slug}/comments', allow: ['guest'] },
  { method: 'POST', path: '/v1/client/blog/{slug}/comments', allow: ['user'] },
  { method: 'DELETE', path: '/v1/client/blog/comments/{id}', allow: ['owner', 'staff'] },
  { method: 'POST', path: '/v1/client/blog/{slug}/like', allow: ['user'] },
  { method: 'DELETE', path: '/v1/client/blog/{slug}/like', allow: ['user'] },
  { method: 'GET', path: '/admin/blog', allow: ['staff'] },
  { method: 'POST', path: '/admin/blog', allow: ['staff'] },
  { method: 'PUT', path: '/admin/blog/{id}', allow: ['staff'] },
  { method: 'POST', path: '/admin/blog/{id}/publish', allow: ['staff'] },
  { method: 'POST', path: '/admin/blog/{id}/unpublish', allow: ['staff'] },
  { method: 'DELETE', path: '/admin/blog/{id}', allow: ['staff'] },
];
