import * as v from 'valibot';
import { OTP_CHANNELS } from '../auth-api';
import { described, int, nullableText, text } from './build';
import { authResponseEntries } from './user';

/**
 * Answers of sign-in, registration, one-time codes and social accounts (docs/spec.md section 7, Authentication).
 * Durations in seconds.
 */
const CodeChannelSchema = v.picklist([...OTP_CHANNELS, 'email']);

/** Answer of the code-sending calls (send-otp-code, whatsapp/attach, forgot-password/code). */
export const OtpSentSchema = v.object({
  request_id: described(text(), 'keep in session storage (SESSION_KEYS.requestId); send back with the code'),
  channel: CodeChannelSchema,
  expires_in: described(int(), 'seconds the code stays valid (600)'),
  resend_in: described(int(), 'seconds until a new code for the same phone or address may be asked for (120)'),
});
export type OtpSent = v.InferOutput<typeof OtpSentSchema>;

/** Answer of a successful code check: the request_id now proves the phone for the next step. */
export const CodeVerifiedSchema = v.object({
  verified: v.literal(true),
  request_id: described(text(), 'now proves the phone for the next step (30 minutes, once)'),
});
export type CodeVerified = v.InferOutput<typeof CodeVerifiedSchema>;

/** Sign-in through a provider: the usual answer, and whether the account was created just now. */
export const SocialSignInSchema = described(
  v.object({ ...authResponseEntries, created: described(v.boolean(), 'the account was created by this sign-in') }),
  'Signed in with a provider: token, roles, profile, and whether the account is new',
);
export type SocialSignIn = v.InferOutput<typeof SocialSignInSchema>;

export const BotCheckConfigSchema = v.variant('driver', [
  v.object({ driver: v.literal('none') }),
  v.object({ driver: v.literal('recaptcha'), site_key: text(), action: described(text(), 'login') }),
]);
export type BotCheckConfig = v.InferOutput<typeof BotCheckConfigSchema>;

/** GET /v1/client/auth/config */
export const AuthConfigSchema = described(
  v.object({
    bot_check: BotCheckConfigSchema,
    google: described(v.nullable(v.object({ client_id: text() })), "null: Google sign-in is not configured ('Google for OAUTH client ID does not exist')"),
    discord: v.nullable(v.object({ client_id: text(), authorize_url: text(), scope: text() })),
    telegram: v.nullable(v.object({ bot_username: text() })),
    messengers: described(v.array(v.picklist(OTP_CHANNELS)), 'messengers phone codes can be sent by right now (empty when delivery is off)'),
    dev_outbox: described(v.boolean(), 'the development outbox is on (/dev/outbox shows the codes)'),
  }),
  'What the login screen offers',
);
export type AuthConfig = v.InferOutput<typeof AuthConfigSchema>;

/** GET /v1/client/whatsapp/check-exist: the signed-in user's WhatsApp number, masked. */
export const WhatsappStatusSchema = v.object({
  exists: v.boolean(),
  phone: described(nullableText(), 'masked: first 6, ***, last 2'),
});
export type WhatsappStatus = v.InferOutput<typeof WhatsappStatusSchema>;

/** A game profile as stored (docs/spec.md section 3, user game account): basic and extended fields by field key. */
export const UserGameAccountSchema = v.object({
  id: int(),
  gameName: described(text(), 'the game slug (pubg-mobile, mlbb)'),
  game_id: int(),
  fields: described(
    v.record(v.string(), v.union([v.string(), v.array(v.string())])),
    "by field key (GET /games): nick, the in-game id under the game's key (pubg_id or mlbb_id), about_me, experience (YYYY-MM-DD or ''), team_member_roles, team_speak, keybind and sensitivity (PUBG only), highlights, device",
  ),
  level: v.nullable(v.object({ number: int() })),
});
export type UserGameAccount = v.InferOutput<typeof UserGameAccountSchema>;

/** One message the development outbox kept. */
export const OutboxMessageSchema = v.object({
  id: int(),
  channel: CodeChannelSchema,
  to: text(),
  purpose: text(),
  text: text(),
  code: described(nullableText(), 'the one-time code the message carries, when it carries one'),
  link: described(nullableText(), 'the password link the message carries (e-mail recovery)'),
  created_at: text(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

/** POST /auth/logout */
export const SignedOutSchema = described(v.object({ logged_out: v.literal(true) }), 'the token is revoked');
export type SignedOut = v.InferOutput<typeof SignedOutSchema>;

/** POST /auth/forgot-password/reset and /v1/client/reset-password */
export const PasswordChangedSchema = described(v.object({ reset: v.literal(true) }), 'the password was changed; every session of the account ended');
export type PasswordChanged = v.InferOutput<typeof PasswordChangedSchema>;
