import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';
import type { SocialTokenInput } from '@portal/shared/schemas';

/** POST /user/profile/social-account/attach: links a Google or Discord account by its token; answers the updated profile. */
export const attachWithToken = (body: SocialTokenInput) => post<SessionUser>(AUTH_API_PATHS.socialAttach, body);
