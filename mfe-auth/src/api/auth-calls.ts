import { get, post } from '@portal/shared/api-client';
import {
  AUTH_API_PATHS,
  type AuthResponse,
  type CodeVerified,
  type OtpChannel,
  type OtpPurpose,
  type OtpSent,
  type SessionUser,
  type SocialSignIn,
  type UserGameAccount,
} from '@portal/shared/contracts';
import type {
  EmailRegisterInput,
  ForgotPasswordResetInput,
  GameProfileStoreInput,
  LoginByPhoneInput,
  LoginInput,
  PhoneRegisterInput,
  ResetPasswordRequestInput,
  SocialTokenInput,
} from '@portal/shared/schemas';

/** The calls of the sign-in pages (spec section 7, Authentication), each resolving to the answer's data. */
export const loginByEmail = (body: LoginInput) => post<AuthResponse>(AUTH_API_PATHS.loginViaEmail, body);
export const loginByPhone = (body: LoginByPhoneInput) => post<AuthResponse>(AUTH_API_PATHS.login, body);
export const registerByEmail = (body: EmailRegisterInput) => post<AuthResponse>(AUTH_API_PATHS.register, body);
export const registerByPhone = (body: PhoneRegisterInput) => post<AuthResponse>(AUTH_API_PATHS.registerByPhone, body);
export const socialLogin = (body: SocialTokenInput) => post<SocialSignIn>(AUTH_API_PATHS.socialLogin, body);
export const telegramLogin = (body: Record<string, string | number>) => post<SocialSignIn>(AUTH_API_PATHS.telegramLogin, body);

export const sendPhoneCode = (body: { phone: string; channel: OtpChannel; purpose: OtpPurpose }) => post<OtpSent>(AUTH_API_PATHS.sendOtpCode, body);

/** Checks a phone code at the endpoint of its messenger and purpose. */
export function verifyPhoneCode(input: { channel: OtpChannel; purpose: 'register' | 'forgot_password'; phone: string; code: string; requestId: string }) {
  const { channel, purpose, phone, code, requestId } = input;
  if (channel === 'whatsapp') {
    const path = purpose === 'register' ? AUTH_API_PATHS.whatsappVerifyRegister : AUTH_API_PATHS.whatsappVerifyForgot;
    return post<CodeVerified>(path, { phone, code, request_id: requestId });
  }
  const path = purpose === 'register' ? AUTH_API_PATHS.telegramVerifyOtp : AUTH_API_PATHS.telegramVerifyForgot;
  return post<CodeVerified>(path, { code, request_id: requestId });
}

export const sendRecoveryEmail = (email: string) => post<OtpSent>(AUTH_API_PATHS.forgotPasswordCode, { email });
export const resetWithEmailCode = (body: ForgotPasswordResetInput) => post<{ reset: true }>(AUTH_API_PATHS.forgotPasswordReset, body);
export const resetPassword = (body: ResetPasswordRequestInput) => post<{ reset: true }>(AUTH_API_PATHS.resetPassword, body);

export const storeGameProfile = (body: GameProfileStoreInput) => post<UserGameAccount>(AUTH_API_PATHS.gameProfile, body);
export const fetchProfile = () => get<SessionUser>(AUTH_API_PATHS.profile);
