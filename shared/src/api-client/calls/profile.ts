import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';
import { get } from '../methods';

/**
 * GET /user/profile: the signed-in user's profile as it is now (after the game profile step, after
 * attaching or detaching an account), to store as the session user.
 */
export const fetchProfile = () => get<SessionUser>(AUTH_API_PATHS.profile);
