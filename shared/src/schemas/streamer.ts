import * as v from 'valibot';
import { STREAMER_MESSAGES, TELEGRAM_HANDLE_MAX_LENGTH, TELEGRAM_HANDLE_MIN_LENGTH } from '@portal/shared/constants';
import { decodeErrorCode } from '@portal/shared/contracts';
import { channelLink } from '../domain/streams/embed';
import { fields, requiredText } from './fields';

/**
 * Streamer application form (docs/spec.md sections 3 and 5): channel required ('Обязательное поле'); Telegram link
 * required and of the form {host}/{handle}, handle 5 to 32 letters, digits or underscores
 * ('Неверная ссылка на Telegram профиль'); followers_count digits only, greater than 0.
 * Choice: the host is Telegram's (t.me or telegram.me, optionally www. and http(s)://).
 */
const TELEGRAM_LINK = new RegExp(
  `^(?:https?://)?(?:www\\.)?(?:t\\.me|telegram\\.me)/[A-Za-z0-9_]{${TELEGRAM_HANDLE_MIN_LENGTH},${TELEGRAM_HANDLE_MAX_LENGTH}}/?$`,
  'i',
);

export function isTelegramProfileLink(value: string): boolean {
  return TELEGRAM_LINK.test(value);
}

/** The address a valid Telegram profile link opens (https://t.me/{handle}), or null for another text. */
export function telegramProfileUrl(value: string): string | null {
  const link = value.trim();
  if (!isTelegramProfileLink(link)) return null;
  const handle = link.replace(/\/$/, '').split('/').pop() ?? '';
  return `https://t.me/${handle}`;
}

export const followersCountSchema = v.pipe(
  v.nullish(v.union([v.string(), v.number()], STREAMER_MESSAGES.followers_digits), ''),
  v.transform((value) => String(value).trim()),
  v.nonEmpty(STREAMER_MESSAGES.required),
  v.regex(/^[0-9]+$/, STREAMER_MESSAGES.followers_digits),
  v.transform(Number),
  v.safeInteger(STREAMER_MESSAGES.followers_digits),
  v.minValue(1, STREAMER_MESSAGES.followers_positive),
);

export const streamerApplicationSchema = fields({
  // A channel link pasted without https:// is stored with it; the server refuses what is not a link at all.
  channel: v.pipe(
    requiredText(STREAMER_MESSAGES.required),
    v.transform((channel) => channelLink(channel) ?? channel),
  ),
  telegram: v.pipe(requiredText(STREAMER_MESSAGES.required), v.check(isTelegramProfileLink, STREAMER_MESSAGES.telegram_invalid)),
  followers_count: followersCountSchema,
});
export type StreamerApplicationInput = v.InferInput<typeof streamerApplicationSchema>;
export type StreamerApplicationOutput = v.InferOutput<typeof streamerApplicationSchema>;

/**
 * Server errors of the streamer form, mapped for display: validation.active_url becomes the incorrect-link
 * message, validation.url the incorrect Telegram link message, anything else the unknown-error message.
 */
export function mapStreamerServerError(code: string): string {
  const { key } = decodeErrorCode(code);
  if (key === 'validation.active_url') return STREAMER_MESSAGES.incorrect_link;
  if (key === 'validation.url') return STREAMER_MESSAGES.telegram_invalid;
  return STREAMER_MESSAGES.unknown_error;
}

export function mapStreamerServerErrors(errors: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, codes]) => [field, codes.map(mapStreamerServerError)]));
}
