import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type CodeVerified, type OtpChannel } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/**
 * Checks a phone code at the endpoint of its messenger and purpose: POST /v1/client/whatsapp/verify-register-code
 * or verify-forgot-password for WhatsApp, /v1/client/auth/verify-telegram-otp-code or
 * /v1/client/telegram/verify-forgot-password-telegram-otp-code for Telegram.
 */
export function verifyPhoneCode(input: { channel: OtpChannel; purpose: 'register' | 'forgot_password'; phone: string; code: string; requestId: string }) {
  const { channel, purpose, phone, code, requestId } = input;
  if (channel === 'whatsapp') {
    const path = purpose === 'register' ? AUTH_API_PATHS.whatsappVerifyRegister : AUTH_API_PATHS.whatsappVerifyForgot;
    return post<CodeVerified>(path, { phone, code, request_id: requestId } satisfies RequestBodies['whatsappVerifyRegister' | 'whatsappVerifyForgot']);
  }
  const path = purpose === 'register' ? AUTH_API_PATHS.telegramVerifyOtp : AUTH_API_PATHS.telegramVerifyForgot;
  return post<CodeVerified>(path, { code, request_id: requestId } satisfies RequestBodies['telegramVerifyOtp' | 'telegramVerifyForgot']);
}
