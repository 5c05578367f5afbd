import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthResponse } from '@portal/shared/contracts';
import type { LoginInput } from '@portal/shared/schemas';

/** POST /v1/client/auth/login/via-email: signs in with e-mail and password (and the bot check's answer). */
export const loginByEmail = (body: LoginInput) => post<AuthResponse>(AUTH_API_PATHS.loginViaEmail, body);
