import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthResponse } from '@portal/shared/contracts';
import type { PhoneRegisterInput } from '@portal/shared/schemas';

/** POST /v1/client/auth/register: an account for the phone the verified request_id proves, signed in at once. */
export const registerByPhone = (body: PhoneRegisterInput) => post<AuthResponse>(AUTH_API_PATHS.registerByPhone, body);
