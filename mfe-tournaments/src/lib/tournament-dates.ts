import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/tr';
import type { Locale } from '@portal/shared/constants';
import { formatInTimezone, NO_VALUE, parseApiDate } from '@portal/shared/domain';

// The domain's date module extends dayjs the same way; extending here keeps this module whole on its own.
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * dayjs locale of each interface language (uz is written in Latin script). dayjs rather than Intl:
 * browsers built with reduced ICU data (Debian's Chromium among them) have no month names for kk and uz.
 */
const DAYJS_LOCALES: Record<Locale, string> = { ru: 'ru', kk: 'kk', en: 'en', uz: 'uz-latn', tr: 'tr' };

/**
 * A tournament moment written out in the interface language, in the tournament's timezone, e.g.
 * '12 May 2025, 18:00' ('12 мая 2025, 18:00'). A timezone that is not an IANA name (a fixed offset such
 * as +05:00) falls back to the portal's DD.MM.YYYY HH:mm in that zone; a missing date gives a dash.
 */
export function formatTournamentDate(value: string | null | undefined, timezone: string | null | undefined, locale: Locale, pattern = 'D MMMM YYYY, HH:mm'): string {
  const instant = parseApiDate(value);
  if (!instant) return NO_VALUE;
  const zone = timezone?.trim();
  try {
    return (zone ? instant.tz(zone) : instant).locale(DAYJS_LOCALES[locale]).format(pattern);
  } catch {
    return formatInTimezone(value, timezone).dateTime;
  }
}
