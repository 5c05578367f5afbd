import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthResponse } from '@portal/shared/contracts';
import type { EmailRegisterInput, RequestBodies } from '@portal/shared/schemas';

/** POST /auth/register: an account by e-mail, signed in at once; the bot check's token goes with the form. */
export const registerByEmail = (fields: EmailRegisterInput, botCheckToken: string) =>
  post<AuthResponse>(AUTH_API_PATHS.register, { ...fields, g_recaptcha_response: botCheckToken } satisfies RequestBodies['register']);
