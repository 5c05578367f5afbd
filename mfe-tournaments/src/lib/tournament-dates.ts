import type { Locale } from '@portal/shared/constants';
import { formatInTimezone, NO_VALUE, parseApiDate } from '@portal/shared/domain';

/** Intl locale of each interface language (uz is written in Latin script). */
const INTL_LOCALES: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB', uz: 'uz-Latn-UZ', tr: 'tr-TR' };

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A tournament moment written out in the interface language, in the tournament's timezone, e.g.
 * '12 May 2025 at 18:00'. A timezone Intl does not know (a fixed offset such as +05:00) falls back to the
 * portal's DD.MM.YYYY HH:mm in that zone; a missing date gives a dash.
 */
export function formatTournamentDate(value: string | null | undefined, timezone: string | null | undefined, locale: Locale): string {
  const instant = parseApiDate(value);
  if (!instant) return NO_VALUE;
  try {
    return new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...LONG, timeZone: timezone?.trim() || 'UTC' }).format(instant.toDate());
  } catch {
    return formatInTimezone(value, timezone).dateTime;
  }
}
