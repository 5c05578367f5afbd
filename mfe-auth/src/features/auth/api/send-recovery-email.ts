import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OtpSent } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /auth/forgot-password/code: e-mails a recovery code (and link) to the address, if it has an account. */
export const sendRecoveryEmail = (email: string) => post<OtpSent>(AUTH_API_PATHS.forgotPasswordCode, { email } satisfies RequestBodies['forgotPasswordCode']);
