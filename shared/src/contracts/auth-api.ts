/**
 * Sign-in, registration, one-time codes and social accounts (docs/spec.md section 7, Authentication): paths after
 * API_PREFIX, the choices a payload may carry and the shapes the API answers with. Payloads docs/spec.md leaves
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
  /** Game accounts: GET lists them, POST stores one (also the sign-up step /login/game-profile). */
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

/** Answers of these calls: types inferred from the response schemas. */
export type {
  AuthConfig,
  BotCheckConfig,
  CodeVerified,
  OtpSent,
  OutboxMessage,
  PasswordChanged,
  SignedOut,
  SocialSignIn,
  UserGameAccount,
  WhatsappStatus,
} from './responses/auth';
export type { ClientIndex, HealthStatus } from './responses/system';
