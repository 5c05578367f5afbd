import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS } from '@portal/shared/contracts';
import type { ResetPasswordRequestInput } from '@portal/shared/schemas';

/** POST /v1/client/reset-password: a new password with the e-mailed link's hash or a verified phone's request_id. */
export const resetPassword = (body: ResetPasswordRequestInput) => post<{ reset: true }>(AUTH_API_PATHS.resetPassword, body);
