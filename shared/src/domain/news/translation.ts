import { FALLBACK_LOCALE, type Locale } from '@portal/shared/constants';

/**
 * Which of a post's languages to show: the asked one when the post has it, else ru (the fallback every
 * published post has), else the first it has. Null when it has none.
 */
export function pickNewsLocale(available: readonly string[], wanted: Locale): string | null {
  if (available.includes(wanted)) return wanted;
  if (available.includes(FALLBACK_LOCALE)) return FALLBACK_LOCALE;
  return available[0] ?? null;
}
