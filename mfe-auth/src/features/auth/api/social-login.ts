import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SocialSignIn } from '@portal/shared/contracts';
import type { SocialTokenInput } from '@portal/shared/schemas';

/** POST /auth/social/login: signs in (or up) with Google's ID token or Discord's authorization code. */
export const socialLogin = (body: SocialTokenInput) => post<SocialSignIn>(AUTH_API_PATHS.socialLogin, body);
