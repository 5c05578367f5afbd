import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthResponse } from '@portal/shared/contracts';
import type { LoginByPhoneInput } from '@portal/shared/schemas';

/** POST /auth/login: signs in with phone and password (and the bot check's answer). */
export const loginByPhone = (body: LoginByPhoneInput) => post<AuthResponse>(AUTH_API_PATHS.login, body);
