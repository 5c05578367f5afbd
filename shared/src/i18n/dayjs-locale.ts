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

export async function syncDayjsLocale(language: string) {
  const load = loaders[language];
  if (!load || !isLocale(language)) return;
  await load();
  dayjs.locale(DAYJS_LOCALE_NAMES[language]);
}
