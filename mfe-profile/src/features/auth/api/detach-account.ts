import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';

/** POST /user/profile/social-account/detach/{id}: unlinks an account; answers the updated profile. */
export const detachAccount = (id: number) => post<SessionUser>(AUTH_API_PATHS.socialDetach(id));
