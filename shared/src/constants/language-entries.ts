import { LOCALES, LOCALE_LABELS, type Locale } from './locales';

/** Picture format of the language icons. */
export type LanguageIconFormat = 'webp';

/** One interface language as the switcher shows it: its label and a small flag picture. */
export interface LanguageEntry {
  code: Locale;
  /** The switcher's label (kk is labelled KZ). */
  label: string;
  /** Site path of the flag picture; the version in its name changes with the drawing, so it is cached for good. */
  icon: string;
  format: LanguageIconFormat;
}

/** Drawing version of the flag pictures: raise it when a drawing changes. */
export const LANGUAGE_ICON_VERSION = 1;

/** Size of a flag picture in CSS pixels; the file is drawn at twice that for sharp screens. */
export const LANGUAGE_ICON_SIZE = { width: 20, height: 14 } as const;

export function languageIconPath(code: Locale): string {
  return `/icons/lang/${code}.v${LANGUAGE_ICON_VERSION}.webp`;
}

/** The five interface languages in the switcher's order. */
export const LANGUAGE_ENTRIES: readonly LanguageEntry[] = LOCALES.map((code) => ({
  code,
  label: LOCALE_LABELS[code],
  icon: languageIconPath(code),
  format: 'webp',
}));
