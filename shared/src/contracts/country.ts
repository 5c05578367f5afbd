/** Reference lists: GET /api/country, GET /api/timezones, GET /api/translations?code={lang} (types inferred from the response schemas). */
export type { CountryOption, TimezoneOption, TranslationMessages } from './responses/reference';
