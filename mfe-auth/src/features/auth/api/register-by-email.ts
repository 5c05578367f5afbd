import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthResponse } from '@portal/shared/contracts';
import type { EmailRegisterInput } from '@portal/shared/schemas';

/** POST /auth/register: an account by e-mail, signed in at once. */
export const registerByEmail = (body: EmailRegisterInput) => post<AuthResponse>(AUTH_API_PATHS.register, body);
