import type { LocalizedText } from '../schema';

/** A label in the five languages, in the order ru, kk, en, uz (Latin), tr. */
export const t5 = (ru: string, kk: string, en: string, uz: string, tr: string): Required<LocalizedText> => ({ ru, kk, en, uz, tr });
