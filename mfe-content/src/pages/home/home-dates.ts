import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/tr';
import type { Locale } from '@portal/shared/constants';

/*
 * The home page is the page measured for bundle size, so it does not import the @portal/shared/domain
 * barrel: that entry is not tree-shaken and brings libphonenumber-js's full metadata (about 40 KiB gzip)
 * into this remote's chunks. This mirrors parseApiDate/formatInTimezone of domain/format/date-time for
 * the one thing the cards need: API instants are UTC (microseconds allowed, a missing zone means UTC),
 * shown in the tournament's timezone (IANA name or fixed offset such as +05:00).
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs rather than Intl: browsers with reduced ICU data (Debian's Chromium) have no kk or uz month names. */
const DAYJS_LOCALES: Record<Locale, string> = { ru: 'ru', kk: 'kk', en: 'en', uz: 'uz-latn', tr: 'tr' };
const NO_DATE = '-';
const OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

function inZone(instant: Dayjs, zone: string): Dayjs {
  const offset = OFFSET.exec(zone);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    return minutes > 14 * 60 ? instant : instant.utcOffset(offset[1] === '-' ? -minutes : minutes);
  }
  try {
    return instant.tz(zone);
  } catch {
    return instant;
  }
}

/**
 * A tournament's start on a home card: day, short month and time in the interface language, in the
 * tournament's timezone ('25 May, 15:00'); a dash without a usable date.
 */
export function formatHomeDate(value: string | null | undefined, timezone: string | null | undefined, locale: Locale): string {
  const text = value?.trim();
  if (!text || !/^\d{4}-\d{2}-\d{2}/.test(text)) return NO_DATE;
  const instant = dayjs.utc(text.replace(' ', 'T'));
  if (!instant.isValid()) return NO_DATE;
  const zone = timezone?.trim();
  return (zone ? inZone(instant, zone) : instant).locale(DAYJS_LOCALES[locale]).format('D MMM, HH:mm');
}
