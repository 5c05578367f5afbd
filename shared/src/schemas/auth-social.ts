import * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode, SOCIAL_TOKEN_PROVIDERS } from '@portal/shared/contracts';
import { fields, requiredText } from './fields';

/**
 * Social sign-in and attach payloads (docs/spec.md section 7). Google sends the ID token of Google Identity
 * Services, Discord the authorization code its OAuth popup returned (with the redirect_uri it was issued
 * for); Telegram sends the login widget's result as it came, which the server checks by its HMAC.
 */
const TOKEN_MAX_LENGTH = 4096;
const REDIRECT_URI_MAX_LENGTH = 512;

/** POST /auth/social/login and /user/profile/social-account/attach: provider, token (and redirect_uri). */
export const socialTokenSchema = fields({
  provider: v.picklist(SOCIAL_TOKEN_PROVIDERS, GENERIC_MESSAGES.one_of),
  token: v.pipe(
    requiredText(GENERIC_MESSAGES.required),
    v.maxLength(TOKEN_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: TOKEN_MAX_LENGTH })),
    v.description('Google: the ID token; Discord: the authorization code'),
  ),
  redirect_uri: v.optional(
    v.pipe(v.string(GENERIC_MESSAGES.url), v.trim(), v.url(GENERIC_MESSAGES.url), v.maxLength(REDIRECT_URI_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: REDIRECT_URI_MAX_LENGTH })),
      v.description('Discord: the redirect_uri the code was issued for'),
    ),
  ),
});
export type SocialTokenInput = v.InferInput<typeof socialTokenSchema>;

const TELEGRAM_TEXT_MAX_LENGTH = 512;
const telegramText = v.optional(v.pipe(v.string(GENERIC_MESSAGES.default), v.maxLength(TELEGRAM_TEXT_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: TELEGRAM_TEXT_MAX_LENGTH }))));
const INTEGER = GENERIC_MESSAGES.integer;
const positiveWhole = v.union(
  [v.pipe(v.number(INTEGER), v.safeInteger(INTEGER), v.minValue(1, INTEGER)), v.pipe(v.string(INTEGER), v.regex(/^[1-9][0-9]{0,19}$/, INTEGER))],
  INTEGER,
);

/**
 * POST /auth/social/telegram/login and /user/profile/social-account/attach/telegram: the login widget's
 * user (id, names, username, photo_url, auth_date, hash). Further flat fields Telegram may add are kept
 * (the HMAC covers every field), nested values are refused.
 */
export const telegramAuthSchema = v.objectWithRest(
  {
    id: positiveWhole,
    first_name: telegramText,
    last_name: telegramText,
    username: telegramText,
    photo_url: telegramText,
    auth_date: positiveWhole,
    hash: v.pipe(v.string(GENERIC_MESSAGES.required), v.regex(/^[0-9a-f]{64}$/, GENERIC_MESSAGES.regex), v.description('HMAC-SHA256 of the other fields, hex')),
  },
  v.union([v.pipe(v.string(), v.maxLength(TELEGRAM_TEXT_MAX_LENGTH)), v.number()], GENERIC_MESSAGES.default),
  GENERIC_MESSAGES.required,
);
export type TelegramAuthInput = v.InferInput<typeof telegramAuthSchema>;
export type TelegramAuthData = v.InferOutput<typeof telegramAuthSchema>;
