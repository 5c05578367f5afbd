import * as v from 'valibot';
import { ORGANIZER_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { cleanTextByLocale } from '@portal/shared/domain';

/**
 * Values of the organiser forms. The portal validates typed values (numbers, booleans, a File); the API
 * validates the same body read from JSON or multipart, where everything arrives as text ('4', '1', '') and
 * a file as its { size, name, type } description. These accept both and give the same output.
 */
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number within [min, max], typed or written in digits; `message` for anything else. */
export function formInt(min: number, max: number, message: string, rangeMessage = message) {
  return v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^-?\d{1,16}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(min, rangeMessage),
    v.maxValue(max, rangeMessage),
  );
}

/** Like formInt, or nothing (missing, null, '' give null). */
export function optionalFormInt(min: number, max: number, message: string, rangeMessage = message) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (blank(value) ? null : value)),
      v.nullable(formInt(min, max, message, rangeMessage)),
    ),
    null,
  );
}

/** A switch: true/false, or '1'/'0'/'true'/'false' from a multipart form; missing is false. */
export function formFlag() {
  return v.optional(
    v.union([v.boolean(), v.pipe(v.picklist(['1', '0', 'true', 'false', 'on']), v.transform((value) => value === '1' || value === 'true' || value === 'on'))]),
    false,
  );
}

/** A list (a repeated or [] multipart name); missing is empty. */
export function formList<TItem extends v.GenericSchema>(item: TItem, message: string) {
  return v.optional(v.array(item, message), []);
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A real calendar day (no 30 February). */
function isCalendarDay(value: string): boolean {
  const [, year, month, day] = ISO_INSTANT.exec(value) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** A moment as ISO 8601 with a zone ('2026-05-01T15:00:00Z', '...+05:00'); output in UTC ('...000Z'). */
export function instant(requiredMessage = ORGANIZER_MESSAGES.date_required) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(ISO_INSTANT, ORGANIZER_MESSAGES.date_invalid),
    v.check((value) => isCalendarDay(value) && Number.isFinite(Date.parse(value)), ORGANIZER_MESSAGES.date_invalid),
    v.transform((value) => new Date(value).toISOString()),
  );
}

/** An instant, or nothing (null). */
export function optionalInstant() {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (blank(value) ? null : value)),
      v.nullable(instant()),
    ),
    null,
  );
}

/** Optional text of at most `max` characters after trimming; missing or null is ''. */
export function boundedText(max: number, message = encodeErrorCode(ORGANIZER_MESSAGES.text_too_long, { max })) {
  return v.pipe(v.nullish(v.string(message), ''), v.trim(), v.maxLength(max, message));
}

/** Required text within [min, max] characters after trimming. */
export function requiredBoundedText(requiredMessage: string, min: number, max: number, shortMessage: string, longMessage: string) {
  return v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.minLength(min, shortMessage), v.maxLength(max, longMessage));
}

/** A JSON text (as a multipart part carries a map) read as its value; anything else as it is. */
function parsedMap(value: unknown): unknown {
  if (blank(value)) return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

const isPlainMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Optional versions of a text per language ({ kk: '…', en: '…' }): an object, or its JSON in a multipart
 * part. Languages left empty are dropped (the default text shows there); each text is at most `max` characters.
 */
export function textByLocale(max: number, longMessage: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.description('optional texts per language, e.g. {"kk": "…", "en": "…"} (in multipart: that JSON); languages left out show the default text'),
      v.transform(parsedMap),
      v.custom<Record<string, unknown>>(isPlainMap, ORGANIZER_MESSAGES.translations_invalid),
      v.check((map) => Object.values(map).every((text) => text === null || typeof text === 'string'), ORGANIZER_MESSAGES.translations_invalid),
      v.transform((map: Record<string, unknown>) => cleanTextByLocale(map)),
      v.check((map) => Object.values(map).every((text) => text.length <= max), longMessage),
    ),
    {},
  );
}
