import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS } from '@portal/shared/contracts';
import type { ForgotPasswordResetInput } from '@portal/shared/schemas';

/** POST /auth/forgot-password/reset: a new password with the e-mailed code. */
export const resetWithEmailCode = (body: ForgotPasswordResetInput) => post<{ reset: true }>(AUTH_API_PATHS.forgotPasswordReset, body);
