import dayjs from 'dayjs';
import { DAYJS_LOCALE_NAMES, isLocale } from '@portal/shared/constants';

/** dayjs follows the interface language; uz is written in Latin script. */
const loaders: Record<string, () => Promise<unknown>> = {
  ru: () => import('dayjs/locale/ru.js'),
  kk: () => import('dayjs/locale/kk.js'),
  en: () => import('dayjs/locale/en.js'),
  uz: () => import('dayjs/locale/uz-latn.js'),
  tr: () => import('dayjs/locale/tr.js'),
};

/**
 * Registers dayjs's words (month names) of a language. Loaded with the language's strings (the common
 * namespace, shared-namespaces.ts), so a page in that language has them before it draws a date.
 */
export async function loadDayjsLocale(language: string): Promise<void> {
  await loaders[language]?.();
}

export async function syncDayjsLocale(language: string) {
  if (!isLocale(language)) return;
  await loadDayjsLocale(language);
  dayjs.locale(DAYJS_LOCALE_NAMES[language]);
}
