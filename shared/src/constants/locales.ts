/** Interface languages of the portal (docs/spec.md sections 1 and 9). ru is the default and the fallback. */
export const LOCALES = ['ru', 'kk', 'en', 'uz', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const FALLBACK_LOCALE: Locale = 'ru';

/** Label shown in the language switcher (kk is labelled KZ). */
export const LOCALE_LABELS: Record<Locale, string> = {
  ru: 'RU',
  kk: 'KZ',
  en: 'EN',
  uz: 'UZ',
  tr: 'TR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Namespaces of @portal/shared the first screen needs (shell chrome, UI kit): every page waits for them in its
 * language before it renders.
 */
export const STARTUP_NAMESPACES = ['common', 'ui'] as const;

/**
 * Namespaces of @portal/shared that translate error codes (validation messages, server errors), looked up in
 * this order. Every page asks for them at start too, but renders without waiting: no first screen shows an
 * error before the page has run, and a failed API call is reported only once they are there (api-client).
 */
export const ERROR_NAMESPACES = ['validation', 'errors'] as const;

/** dayjs locale of each interface language (uz is written in Latin script). */
export const DAYJS_LOCALE_NAMES: Record<Locale, string> = { ru: 'ru', kk: 'kk', en: 'en', uz: 'uz-latn', tr: 'tr' };
