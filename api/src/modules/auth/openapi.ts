import { SOCIAL_PROVIDERS } from '@portal/shared/constants';
import { OTP_CHANNELS, OTP_PURPOSES } from '@portal/shared/contracts';
import { arr, bearer, bool, dataOf, errorResponse, int, nullable, nullableStr, obj, str, type JsonSchema } from '../../http/openapi';

/** OpenAPI shapes of the sign-in calls (documentation only: bodies are checked by the shared schemas). */
const avatar = nullable(obj({ original_url: nullableStr(), small_webp: nullableStr(), webp: nullableStr() }));

export const profileSchema = obj(
  {
    id: int(),
    slug: nullableStr('public profile path /user/{slug}'),
    username: str(),
    email: nullableStr(),
    avatar,
    game_profiles: arr(obj({ id: int(), game_id: int(), nick: str(), pubg_id: str('PUBG Mobile only'), mlbb_id: str('MLBB only'), level: nullable(obj({ number: int() })) })),
    gameProfiles: arr(obj({ game: obj({ slug: str() }) })),
    social_accounts_count: int(),
    documents_count: int(),
    country: nullable(obj({ id: int(), name: str(), code: str() })),
    country_verified: bool(),
    socialAccounts: arr(obj({ id: int(), provider: { type: 'string', enum: [...SOCIAL_PROVIDERS] }, primary: bool(), data: { type: ['object', 'null'] }, verified_at: nullableStr() })),
    currentBans: arr(obj({ id: int(), reason: nullableStr(), expires_at: nullableStr() })),
    roles: arr(obj({ name: str() })),
    ratingPubgMobile: nullable(obj({ rating: int() })),
  },
  'The signed-in user (SessionUser)',
);

const authResponseProperties = {
  token_data: obj({ token: str('bearer token: Authorization: Bearer <token>'), expires_at: str('ISO time') }),
  roles: arr(obj({ name: str() })),
  profile: profileSchema,
};
export const authResponseSchema = obj(authResponseProperties, 'Signed in: token, roles (the first is stored as roleName) and profile');
export const socialSignInSchema = obj({ ...authResponseProperties, created: bool('the account was created by this sign-in') });

export const otpSentSchema = obj({
  request_id: str('keep in session storage; send back with the code'),
  channel: { type: 'string', enum: [...OTP_CHANNELS, 'email'] },
  expires_in: int('seconds the code stays valid (600)'),
  resend_in: int('seconds until a new code may be asked for (120)'),
});
export const codeVerifiedSchema = obj({ verified: { type: 'boolean', const: true }, request_id: str('now proves the phone for the next step (30 minutes, once)') });

export const authConfigSchema = obj({
  bot_check: { oneOf: [obj({ driver: { const: 'none' } }), obj({ driver: { const: 'recaptcha' }, site_key: str(), action: str('login') })] },
  google: nullable(obj({ client_id: str() })),
  discord: nullable(obj({ client_id: str(), authorize_url: str(), scope: str() })),
  telegram: nullable(obj({ bot_username: str() })),
  messengers: arr({ type: 'string', enum: [...OTP_CHANNELS] }),
  dev_outbox: bool('the development outbox is on'),
});

export const okSchema = (name: string, description: string): JsonSchema => obj({ [name]: { type: 'boolean', const: true } }, description);

const password = str('8 to 128 characters, not one of the most common passwords');
const recaptcha = str(`bot-check token for the action "login" (any text, e.g. bot-check-disabled, while the bot check is off)`);
const requestId = str('the request_id the code-sending call returned');

export const bodies = {
  login: {
    oneOf: [
      obj({ email: str(), password: str(), g_recaptcha_response: recaptcha }, 'by e-mail'),
      obj({ phone: str('with +calling code; spaces are ignored'), password: str(), g_recaptcha_response: recaptcha }, 'by phone'),
    ],
  },
  loginViaEmail: obj({ email: str(), password: str(), g_recaptcha_response: recaptcha }),
  registerByEmail: obj({ username: str('2 to 50 characters'), email: str(), password, password_confirmation: str(), birthday: str('YYYY-MM-DD'), country_id: int('fixed at 1'), agreement: { const: true } }),
  registerByPhone: obj({ username: str('2 to 50 characters'), email: str(), password, password_confirmation: str(), birthday: str('YYYY-MM-DD'), country_id: int('fixed at 1'), request_id: str('of the verified sign-up code') }),
  sendOtp: obj({ phone: str('with +calling code'), channel: { type: 'string', enum: [...OTP_CHANNELS], default: 'telegram' }, purpose: { type: 'string', enum: [...OTP_PURPOSES], default: 'register', description: 'verify_phone: signed in, Telegram only' } }),
  whatsappCode: obj({ phone: str(), code: str('4 digits'), request_id: requestId }),
  telegramCode: obj({ code: str('6 digits'), request_id: requestId }),
  resetPassword: obj({ password, password_confirmation: str(), request_id: str('of a verified recovery code (phone)'), hash: str('of an e-mailed link (/password/confirmation/{hash})') }, 'exactly one of request_id and hash'),
  forgotCode: obj({ email: str() }),
  forgotReset: obj({ email: str(), code: str('6 digits'), password, password_confirmation: str() }),
  socialToken: obj({ provider: { type: 'string', enum: ['google', 'discord'] }, token: str('Google: ID token; Discord: authorization code'), redirect_uri: str('Discord: the redirect_uri the code was issued for') }),
  telegramWidget: obj({ id: int(), first_name: str(), last_name: str(), username: str(), photo_url: str(), auth_date: int(), hash: str('HMAC-SHA256 hex') }, 'the login widget result as it came'),
  whatsappAttach: obj({ phone: str(), country_code: str('ISO alpha-2'), number_code: str('calling code, + optional') }),
  whatsappVerify: obj({ phone: str(), country_code: str(), number_code: str(), code: str('4 digits') }),
  gameProfile: obj({ gameName: { type: 'string', enum: ['pubg-mobile', 'mlbb'] }, fields: obj({ nick: str(), pubg_id: str('digits (PUBG Mobile)'), mlbb_id: str('digits (MLBB)') }) }),
} satisfies Record<string, JsonSchema>;

export const errors4xx = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse, 503: errorResponse };
export { bearer, dataOf };
