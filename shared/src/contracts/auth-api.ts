import type { AuthResponse } from './user';

/**
 * Sign-in, registration, one-time codes and social accounts (spec section 7, Authentication): paths after
 * API_PREFIX, the choices a payload may carry and the shapes the API answers with. Payloads the spec leaves
 * open are designed here and documented in the OpenAPI document (/api/docs).
 */
const enc = (value: string | number) => encodeURIComponent(String(value));

export const AUTH_API_PATHS = {
  login: '/auth/login',
  register: '/auth/register',
  logout: '/auth/logout',
  socialLogin: '/auth/social/login',
  telegramLogin: '/auth/social/telegram/login',
  forgotPasswordCode: '/auth/forgot-password/code',
  forgotPasswordReset: '/auth/forgot-password/reset',
  profile: '/user/profile',
  profileVerify: '/user/profile/verify',
  socialAttach: '/user/profile/social-account/attach',
  socialAttachTelegram: '/user/profile/social-account/attach/telegram',
  socialDetach: (id: number | string) => `/user/profile/social-account/detach/${enc(id)}`,
  sendOtpCode: '/v1/client/auth/send-otp-code',
  whatsappVerifyRegister: '/v1/client/whatsapp/verify-register-code',
  telegramVerifyOtp: '/v1/client/auth/verify-telegram-otp-code',
  registerByPhone: '/v1/client/auth/register',
  loginViaEmail: '/v1/client/auth/login/via-email',
  whatsappVerifyForgot: '/v1/client/whatsapp/verify-forgot-password',
  telegramVerifyForgot: '/v1/client/telegram/verify-forgot-password-telegram-otp-code',
  resetPassword: '/v1/client/reset-password',
  whatsappAttach: '/v1/client/whatsapp/attach',
  whatsappVerifyAttach: '/v1/client/whatsapp/send-code/verify-whatsapp',
  whatsappCheckExist: '/v1/client/whatsapp/check-exist',
  /** Public sign-in configuration: bot check, OAuth client ids, messengers (no rebuild to change them). */
  config: '/v1/client/auth/config',
  /** Stores a basic game profile (/login/game-profile). */
  gameProfile: '/user/game_profile',
  /** Development only: the messages the outbox driver kept for a phone or an e-mail address. */
  devOutbox: '/dev/outbox',
} as const;

/** Messengers a phone code can be sent by (WhatsApp codes have 4 digits, Telegram codes 6). */
export const OTP_CHANNELS = ['telegram', 'whatsapp'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** What a code sent by send-otp-code is for: sign-up, password recovery, or the signed-in user's phone. */
export const OTP_PURPOSES = ['register', 'forgot_password', 'verify_phone'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Providers signed in (or attached) with a token: Google's ID token, Discord's authorization code. */
export const SOCIAL_TOKEN_PROVIDERS = ['google', 'discord'] as const;
export type SocialTokenProvider = (typeof SOCIAL_TOKEN_PROVIDERS)[number];

/** The bot check's named action on the login screen. */
export const BOT_CHECK_ACTION = 'login';
/** What the client sends as g_recaptcha_response while the bot-check driver is none. */
export const BOT_CHECK_DISABLED_TOKEN = 'bot-check-disabled';

/** Answer of the code-sending calls (send-otp-code, whatsapp/attach). Durations in seconds. */
export interface OtpSent {
  /** Kept in session storage (SESSION_KEYS.requestId) and sent back with the code. */
  request_id: string;
  channel: OtpChannel | 'email';
  /** The code stays valid this long. */
  expires_in: number;
  /** A new code for the same phone can be asked for after this long. */
  resend_in: number;
}

/** Answer of a successful code check: the request_id now proves the phone for the next step. */
export interface CodeVerified {
  verified: true;
  request_id: string;
}

/** Sign-in through a provider: the usual answer, and whether the account was created just now. */
export interface SocialSignIn extends AuthResponse {
  created: boolean;
}

export type BotCheckConfig = { driver: 'none' } | { driver: 'recaptcha'; site_key: string; action: string };

/** GET /v1/client/auth/config */
export interface AuthConfig {
  bot_check: BotCheckConfig;
  /** null: Google sign-in is not configured ('Google for OAUTH client ID does not exist'). */
  google: { client_id: string } | null;
  discord: { client_id: string; authorize_url: string; scope: string } | null;
  telegram: { bot_username: string } | null;
  /** Messengers phone codes can be sent by right now (empty when delivery is off). */
  messengers: OtpChannel[];
  /** The development outbox is on (/dev/outbox shows the codes). */
  dev_outbox: boolean;
}

/** GET /v1/client/whatsapp/check-exist: the signed-in user's WhatsApp number, masked. */
export interface WhatsappStatus {
  exists: boolean;
  phone: string | null;
}

/** A basic game profile as stored (spec section 3, user game account). */
export interface UserGameAccount {
  id: number;
  gameName: string;
  fields: Record<string, string>;
}

/** One message the development outbox kept. */
export interface OutboxMessage {
  id: number;
  channel: OtpChannel | 'email';
  to: string;
  purpose: string;
  text: string;
  /** The one-time code the message carries, when it carries one. */
  code: string | null;
  /** The password link the message carries (e-mail recovery). */
  link: string | null;
  created_at: string;
}
