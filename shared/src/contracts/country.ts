/** Reference lists: GET /api/country, GET /api/timezones, GET /api/translations?code={lang}. */
import type { Country } from './user';

export interface CountryOption extends Country {
  /** International calling code without '+', e.g. '7'. */
  calling_code: string;
}

export interface TimezoneOption {
  id: number;
  /** IANA name, e.g. Asia/Almaty: what tournament.timezone and group.timezone carry. */
  name: string;
  /** City name in the request's language. */
  label: string;
  /** Current UTC offset, e.g. +05:00. */
  offset: string;
}

/** Server-managed texts of one language, nested by namespace then by the key's dots. */
export interface TranslationMessages {
  code: string;
  messages: Record<string, unknown>;
}
