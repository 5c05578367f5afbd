/**
 * The shape of a module's permissions table (`modules/<x>/permissions.ts`): who may call each endpoint, for
 * the generated authorization matrix. Rules: 'guest' anyone (signed in or not); 'user' any signed-in user
 * (401 without a token); 'member', 'manager', 'owner' a signed-in user with that relation to the record the
 * path names (403 for other users, 404 for an unknown record); 'staff' admin or moderator; 'streamer' the streamer role;
 * 'organizer-owner' the organiser who owns the tournament the path (or body) names, or staff (another
 * organiser 403). Paths are after /api, parameters written {name}.
 */
export type PermissionRule = 'guest' | 'user' | 'member' | 'manager' | 'owner' | 'staff' | 'streamer' | 'organizer-owner';

export interface EndpointPermission {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Who may call it; several rules mean any of them. */
  allow: readonly PermissionRule[];
}
