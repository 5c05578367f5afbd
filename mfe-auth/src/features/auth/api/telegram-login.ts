import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SocialSignIn } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /auth/social/telegram/login: signs in with what Telegram's login widget signed. */
export const telegramLogin = (body: RequestBodies['telegramLogin']) => post<SocialSignIn>(AUTH_API_PATHS.telegramLogin, body);
