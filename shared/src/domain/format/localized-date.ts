import { DAYJS_LOCALE_NAMES, type Locale } from '../../constants/locales';
import { NO_VALUE, parseApiDate, zoneShift } from './date-time';

/** Pattern of a tournament moment written out: '12 May 2025, 18:00'. */
export const LONG_DATE_TIME_PATTERN = 'D MMMM YYYY, HH:mm';
/** Pattern of a compact moment on cards: '25 May, 15:00'. */
export const SHORT_DATE_TIME_PATTERN = 'D MMM, HH:mm';

/**
 * A tournament moment written out in the interface language and in the tournament's timezone (an IANA name
 * or a fixed offset); UTC when the timezone is missing or unusable; a dash without a usable date. Month names
 * come from dayjs's locales rather than Intl: browsers built with reduced ICU data (Debian's Chromium among
 * them) have no kk or uz month names. The global dayjs locale is left alone. The language's dayjs locale
 * must be registered: the portal loads it with the language's strings (@portal/shared/i18n), so a page only
 * downloads the month names of its own language; without it dayjs writes English ones.
 */
export function formatLocalizedDate(
  value: string | null | undefined,
  timezone: string | null | undefined,
  locale: Locale,
  pattern: string = LONG_DATE_TIME_PATTERN,
): string {
  const instant = parseApiDate(value);
  if (!instant) return NO_VALUE;
  const zone = timezone?.trim();
  const shift = zone ? zoneShift(zone) : null;
  return (shift ? shift(instant) : instant).locale(DAYJS_LOCALE_NAMES[locale]).format(pattern);
}
