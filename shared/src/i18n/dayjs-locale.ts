import dayjs from 'dayjs';

/** dayjs follows the interface language; uz is written in Latin script. */
const loaders: Record<string, () => Promise<unknown>> = {
  ru: () => import('dayjs/locale/ru'),
  kk: () => import('dayjs/locale/kk'),
  en: () => import('dayjs/locale/en'),
  uz: () => import('dayjs/locale/uz-latn'),
  tr: () => import('dayjs/locale/tr'),
};
const dayjsName: Record<string, string> = { uz: 'uz-latn' };

export async function syncDayjsLocale(language: string) {
  const load = loaders[language];
  if (!load) return;
  await load();
  dayjs.locale(dayjsName[language] ?? language);
}
