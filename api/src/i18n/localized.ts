import type { Locale } from '@portal/shared/constants';
import type { LocalizedText } from '../db/schema';

/** A database label in the request's language, else in Russian (always present). */
export const localized = (text: LocalizedText, locale: Locale): string => text[locale] ?? text.ru;
