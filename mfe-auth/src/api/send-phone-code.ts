import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OtpChannel, type OtpPurpose, type OtpSent } from '@portal/shared/contracts';

/** POST /v1/client/auth/send-otp-code: sends a code to the phone by Telegram or WhatsApp, for sign-up or recovery. */
export const sendPhoneCode = (body: { phone: string; channel: OtpChannel; purpose: OtpPurpose }) => post<OtpSent>(AUTH_API_PATHS.sendOtpCode, body);
