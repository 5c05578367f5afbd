/**
 * Who may call each endpoint of the organiser console, for the authorization matrix:
 * - 'organizer': staff (admin, moderator) or a player with the organizer role; guests 401, others 403;
 * - 'owner': staff, or the organiser who owns the tournament (of the stage, of the group); another
 *   organiser 403, guests 401, players 403, an unknown id 404;
 * - 'admin': admins only (granting the organiser role).
 * Paths are as the OpenAPI document writes them, under /api.
 */
export type OrganizerPermission = 'organizer' | 'owner' | 'admin';

export interface PermissionRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  rule: OrganizerPermission;
}

export const ORGANIZER_PERMISSIONS: readonly PermissionRow[] = [
  { method: 'GET', path: '/api/organizer/options', rule: 'organizer' },
  { method: 'GET', path: '/api/organizer/tournaments', rule: 'organizer' },
  { method: 'POST', path: '/api/organizer/tournaments', rule: 'organizer' },
  { method: 'GET', path: '/api/organizer/tournaments/{id}', rule: 'owner' },
  { method: 'PUT', path: '/api/organizer/tournaments/{id}', rule: 'owner' },
  { method: 'POST', path: '/api/organizer/tournaments/{id}/publish', rule: 'owner' },
  { method: 'POST', path: '/api/organizer/tournaments/{id}/unpublish', rule: 'owner' },
  { method: 'PUT', path: '/api/organizer/tournaments/{id}/status', rule: 'owner' },
  { method: 'POST', path: '/api/organizer/tournaments/{id}/duplicate', rule: 'owner' },
  { method: 'POST', path: '/api/organizer/tournaments/{id}/stages', rule: 'owner' },
  { method: 'PUT', path: '/api/organizer/stages/{id}', rule: 'owner' },
  { method: 'DELETE', path: '/api/organizer/stages/{id}', rule: 'owner' },
  { method: 'POST', path: '/api/organizer/stages/{id}/groups', rule: 'owner' },
  { method: 'PUT', path: '/api/organizer/groups/{id}', rule: 'owner' },
  { method: 'DELETE', path: '/api/organizer/groups/{id}', rule: 'owner' },
  { method: 'GET', path: '/api/admin/organizers', rule: 'admin' },
  { method: 'POST', path: '/api/admin/organizers', rule: 'admin' },
  { method: 'PUT', path: '/api/admin/organizers/{id}', rule: 'admin' },
  { method: 'DELETE', path: '/api/admin/organizers/{id}', rule: 'admin' },
];
