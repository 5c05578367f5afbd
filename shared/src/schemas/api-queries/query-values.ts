import * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';
import { ruleMessage } from '../generic-rule-actions';

/**
 * Building blocks for query strings and path parameters: everything arrives as text (or as a list when a
 * name repeats). A missing or empty value counts as absent.
 */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An optional query value read with `schema` once present (missing and '' are absent). */
export function optionalQuery<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema)));
}

/** A whole number within [min, max], written in digits. */
export function integerText(min: number, max: number) {
  return v.pipe(
    v.string(GENERIC_MESSAGES.integer),
    v.regex(/^\d+$/, GENERIC_MESSAGES.integer),
    v.transform(Number),
    v.minValue(min, ruleMessage('min_value', { min })),
    v.maxValue(max, ruleMessage('max_value', { max })),
  );
}

/** An optional whole number within [min, max]; `fallback` when absent. */
export function queryInteger(min: number, max: number, fallback: number) {
  const absent = String(fallback);
  return v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(integerText(min, max), absent)), absent);
}

/** An optional value out of a fixed list. */
export function queryChoice<const T extends readonly string[]>(options: T) {
  return optionalQuery(v.picklist(options, GENERIC_MESSAGES.one_of));
}

/** A required value out of a fixed list (missing and '' give validation.required). */
export function requiredChoice<const T extends readonly string[]>(options: T) {
  return v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.string(GENERIC_MESSAGES.required), v.picklist(options, GENERIC_MESSAGES.one_of)), '');
}
