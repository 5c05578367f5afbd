import type { Locale } from '@portal/shared/constants';
import { formatInTimezone, NO_VALUE, parseApiDate } from '@portal/shared/domain';

const INTL_LOCALES: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB', uz: 'uz-Latn-UZ', tr: 'tr-TR' };
const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A tournament's start on a home card: day, month and time in the interface language, in the
 * tournament's timezone ('25 May, 15:00'). A timezone Intl does not know falls back to DD.MM.YYYY HH:mm.
 */
export function formatHomeDate(value: string | null | undefined, timezone: string | null | undefined, locale: Locale): string {
  const instant = parseApiDate(value);
  if (!instant) return NO_VALUE;
  try {
    return new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...SHORT, timeZone: timezone?.trim() || 'UTC' }).format(instant.toDate());
  } catch {
    return formatInTimezone(value, timezone).dateTime;
  }
}
