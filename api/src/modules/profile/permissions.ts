import { API_PATHS, AUTH_API_PATHS } from '@portal/shared/contracts';

/**
 * Who may call each endpoint of the profile module, for the generated authorization matrix. Rules:
 * 'guest' anyone (signed in or not); 'user' any signed-in user (401 without a token); 'owner' a signed-in
 * user acting on a record of their own (401 without a token, 403 on another user's record, 404 for an
 * unknown id). Paths are under /api, parameters written {name}.
 */
export type PermissionRule = 'guest' | 'user' | 'member' | 'manager' | 'owner' | 'staff';
export interface EndpointPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Who may call it; several rules mean any of them. */
  allow: readonly PermissionRule[];
}

export const PROFILE_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'POST', path: AUTH_API_PATHS.profile, allow: ['user'] },
  { method: 'PUT', path: AUTH_API_PATHS.profile, allow: ['user'] },
  { method: 'POST', path: API_PATHS.changePassword, allow: ['user'] },
  { method: 'GET', path: API_PATHS.games, allow: ['guest'] },
  { method: 'GET', path: AUTH_API_PATHS.gameProfile, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.gameProfile, allow: ['user'] },
  { method: 'PUT', path: '/user/game_profile/{id}', allow: ['owner'] },
  { method: 'DELETE', path: '/user/game_profile/{id}', allow: ['owner'] },
  { method: 'GET', path: API_PATHS.userRewards, allow: ['user'] },
  { method: 'GET', path: '/v1/client/user/{slug}', allow: ['guest'] },
];
