import * as v from 'valibot';
import { described, int, text } from './build';
import { CountrySchema } from './user';

/** Reference lists: GET /api/country, GET /api/timezones, GET /api/translations?code={lang}. */
export const CountryOptionSchema = v.object({
  ...CountrySchema.entries,
  calling_code: described(text(), "international calling code without '+', e.g. '7'"),
});
export type CountryOption = v.InferOutput<typeof CountryOptionSchema>;

export const TimezoneOptionSchema = v.object({
  id: int(),
  name: described(text(), 'IANA name, e.g. Asia/Almaty: what tournament.timezone and group.timezone carry'),
  label: described(text(), "city name in the request's language"),
  offset: described(text(), 'current UTC offset, e.g. +05:00'),
});
export type TimezoneOption = v.InferOutput<typeof TimezoneOptionSchema>;

/** Server-managed texts of one language, nested by namespace then by the key's dots. */
export const TranslationMessagesSchema = v.object({
  code: described(text(), 'the language'),
  messages: described(v.record(v.string(), v.unknown()), '{ [namespace]: nested keys }, the way the portal i18n resources look'),
});
export type TranslationMessages = v.InferOutput<typeof TranslationMessagesSchema>;
