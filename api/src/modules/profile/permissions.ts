import { API_PATHS, AUTH_API_PATHS } from '@portal/shared/contracts';
import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each endpoint of the profile area, for the generated authorization matrix (rules in
 * http/endpoint-permission.ts). The phone change and its verification are served by the auth module's
 * phone routes (one-time codes) but belong to the profile settings, so they are listed here.
 */
export const PROFILE_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'POST', path: AUTH_API_PATHS.profile, allow: ['user'] },
  { method: 'PUT', path: AUTH_API_PATHS.profile, allow: ['user'] },
  { method: 'POST', path: API_PATHS.changePassword, allow: ['user'] },
  { method: 'POST', path: API_PATHS.changePhone, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.profileVerify, allow: ['user'] },
  { method: 'GET', path: API_PATHS.games, allow: ['guest'] },
  { method: 'GET', path: AUTH_API_PATHS.gameProfile, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.gameProfile, allow: ['user'] },
  { method: 'PUT', path: '/user/game_profile/{id}', allow: ['owner'] },
  { method: 'DELETE', path: '/user/game_profile/{id}', allow: ['owner'] },
  { method: 'GET', path: API_PATHS.userRewards, allow: ['user'] },
  { method: 'GET', path: '/v1/client/user/{slug}', allow: ['guest'] },
];
