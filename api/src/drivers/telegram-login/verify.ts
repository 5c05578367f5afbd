import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Telegram login widget: its result is trusted only when its hash is the HMAC-SHA256 of the other fields
 * (sorted "key=value" lines) keyed with SHA-256 of the bot token, and its auth_date is fresh.
 * https://core.telegram.org/widgets/login#checking-authorization
 */
/** Five minutes: the widget's result is a bearer credential; a stolen one must go stale quickly. */
export const TELEGRAM_AUTH_MAX_AGE_S = 5 * 60;
/** A widget result dated this far ahead of our clock is still taken (clock skew). */
const FUTURE_SKEW_S = 60;

export type TelegramWidgetData = Record<string, string | number>;

export interface TelegramIdentity {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
}

export type TelegramCheck = { ok: true; identity: TelegramIdentity } | { ok: false; reason: 'invalid' | 'expired' };

export interface TelegramLoginVerifier {
  botUsername: string;
  verify(data: TelegramWidgetData, now?: Date): TelegramCheck;
}

/** The data-check-string of the widget result: every field but hash, sorted, as key=value lines. */
export function telegramCheckString(data: TelegramWidgetData): string {
  return Object.keys(data)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(data[key])}`)
    .join('\n');
}

export function telegramHash(data: TelegramWidgetData, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(telegramCheckString(data)).digest('hex');
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function telegramLoginVerifier({ botToken, botUsername, maxAgeSeconds = TELEGRAM_AUTH_MAX_AGE_S }: { botToken: string; botUsername: string; maxAgeSeconds?: number }): TelegramLoginVerifier {
  return {
    botUsername,
    verify(data, now = new Date()) {
      const given = Buffer.from(String(data.hash ?? ''), 'hex');
      const expected = Buffer.from(telegramHash(data, botToken), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const authDate = Number(data.auth_date);
      const age = now.getTime() / 1000 - authDate;
      if (!Number.isSafeInteger(authDate) || age > maxAgeSeconds || age < -FUTURE_SKEW_S) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        identity: {
          id: String(data.id),
          username: text(data.username),
          firstName: text(data.first_name),
          lastName: text(data.last_name),
          photoUrl: text(data.photo_url),
        },
      };
    },
  };
}
