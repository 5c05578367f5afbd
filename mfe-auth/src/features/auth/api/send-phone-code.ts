import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OtpSent } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/**
 * POST /v1/client/auth/send-otp-code: sends a code to the phone by Telegram or WhatsApp, for sign-up or
 * recovery (sign-up codes pass the bot check: its token as g_recaptcha_response).
 */
export const sendPhoneCode = (body: RequestBodies['sendOtpCode']) => post<OtpSent>(AUTH_API_PATHS.sendOtpCode, body);
