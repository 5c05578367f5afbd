import { LOCALES, type Locale } from '@portal/shared/constants';

/** A text written again in some of the portal's languages (a tournament's name or description). */
export type TextByLocale = Partial<Record<Locale, string>>;

/**
 * The text to show on a page in `locale`: its version in that language when one is written, else the
 * default text. The API and every page pick tournament names and descriptions with this one function.
 */
export function pickLocalizedText<T extends string | null>(fallback: T, byLocale: TextByLocale | null | undefined, locale: Locale): string | T {
  const written = byLocale?.[locale]?.trim();
  return written ? written : fallback;
}

/** Only the portal's languages with some text, trimmed: what is stored and sent. */
export function cleanTextByLocale(value: Readonly<Record<string, unknown>> | null | undefined): TextByLocale {
  const clean: TextByLocale = {};
  if (!value) return clean;
  for (const locale of LOCALES) {
    const text = value[locale];
    if (typeof text === 'string' && text.trim() !== '') clean[locale] = text.trim();
  }
  return clean;
}
