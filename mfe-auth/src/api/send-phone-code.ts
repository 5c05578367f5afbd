import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OtpChannel, type OtpPurpose, type OtpSent } from '@portal/shared/contracts';

/**
 * POST /v1/client/auth/send-otp-code: sends a code to the phone by Telegram or WhatsApp, for sign-up or
 * recovery (sign-up codes pass the bot check: its token as g_recaptcha_response).
 */
export const sendPhoneCode = (body: { phone: string; channel: OtpChannel; purpose: OtpPurpose; g_recaptcha_response: string }) => post<OtpSent>(AUTH_API_PATHS.sendOtpCode, body);
