import * as v from 'valibot';

/**
 * The generic form rules of docs/spec.md section 5: alpha, alpha_dash, alpha_num, alpha_spaces, between,
 * confirmed, digits, dimensions, email, ext, image, integer, is, is_not, length, max, max_value, mimes, min,
 * min_value, not_one_of, numeric, one_of, regex, required, size (KB), url.
 *
 * Semantics: an empty value (undefined, null, '' or an empty array) passes every rule except required;
 * required fails on null, undefined, an empty array, false or blank text. For an array, every rule applies to
 * each item, except `length` (the array's own length) and `required`.
 * Choices where docs/spec.md is silent: letters are Unicode letters; numeric means digits only; url needs an
 * http or https URL; files are anything with a numeric `size` and optional `name` and `type` (a browser
 * File, or the API's description of an uploaded part); dimensions need `width` and `height` on the value
 * (the form reads them from the image first).
 */
export interface UploadFile {
  size: number;
  name?: string;
  type?: string;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

export function isUploadFile(value: unknown): value is UploadFile {
  if (typeof value !== 'object' || value === null) return false;
  const { size, name, type } = value as Record<string, unknown>;
  return typeof size === 'number' && Number.isFinite(size) && size >= 0 && (name === undefined || typeof name === 'string') && (type === undefined || typeof type === 'string');
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function isRequiredSatisfied(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);
const matches = (pattern: RegExp) => (value: unknown) => {
  const s = text(value);
  return s !== null && pattern.test(s);
};
const numberOf = (value: unknown): number | null => {
  const s = text(value);
  if (s === null || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};
const lengthOf = (value: unknown): number | null => {
  if (Array.isArray(value)) return value.length;
  const s = text(value);
  return s === null ? null : [...s].length;
};
const fileOf = (value: unknown): UploadFile | null => (isUploadFile(value) ? value : null);
const emailSchema = v.pipe(v.string(), v.email());
const urlSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i));

/** Parameters of each rule. */
export interface RuleParams {
  alpha: undefined;
  alpha_dash: undefined;
  alpha_num: undefined;
  alpha_spaces: undefined;
  between: { min: number; max: number };
  confirmed: { target: unknown };
  digits: { length: number };
  dimensions: { width: number; height: number };
  email: undefined;
  ext: { extensions: readonly string[] };
  image: undefined;
  integer: undefined;
  is: { other: unknown };
  is_not: { other: unknown };
  length: { length: number };
  max: { length: number };
  max_value: { max: number };
  mimes: { types: readonly string[] };
  min: { length: number };
  min_value: { min: number };
  not_one_of: { values: readonly unknown[] };
  numeric: undefined;
  one_of: { values: readonly unknown[] };
  regex: { pattern: RegExp };
  required: undefined;
  size: { size: number };
  url: undefined;
}
export type RuleName = keyof RuleParams;

type Check<N extends RuleName> = (value: unknown, params: RuleParams[N]) => boolean;

/** Each rule on one non-empty value (or item). */
const CHECKS: { [N in Exclude<RuleName, 'required' | 'length'>]: Check<N> } = {
  alpha: matches(/^\p{L}+$/u),
  alpha_dash: matches(/^[\p{L}\p{N}_-]+$/u),
  alpha_num: matches(/^[\p{L}\p{N}]+$/u),
  alpha_spaces: matches(/^[\p{L}\s]+$/u),
  between: (value, { min, max }) => {
    const n = numberOf(value);
    return n !== null && n >= min && n <= max;
  },
  confirmed: (value, { target }) => value === target,
  digits: (value, { length }) => matches(/^[0-9]+$/)(value) && text(value)?.length === length,
  dimensions: (value, { width, height }) => {
    if (typeof value !== 'object' || value === null) return false;
    const d = value as Partial<ImageDimensions>;
    return d.width === width && d.height === height;
  },
  email: (value) => v.is(emailSchema, value),
  ext: (value, { extensions }) => {
    const name = fileOf(value)?.name?.toLowerCase() ?? '';
    return extensions.some((ext) => name.endsWith(`.${ext.toLowerCase().replace(/^\./, '')}`));
  },
  image: (value) => /^image\//i.test(fileOf(value)?.type ?? ''),
  integer: matches(/^-?[0-9]+$/),
  is: (value, { other }) => value === other,
  is_not: (value, { other }) => value !== other,
  max: (value, { length }) => (lengthOf(value) ?? Infinity) <= length,
  max_value: (value, { max }) => {
    const n = numberOf(value);
    return n !== null && n <= max;
  },
  mimes: (value, { types }) => {
    const type = fileOf(value)?.type?.toLowerCase() ?? '';
    return type !== '' && types.some((t) => (t.endsWith('/*') ? type.startsWith(t.slice(0, -1).toLowerCase()) : type === t.toLowerCase()));
  },
  min: (value, { length }) => (lengthOf(value) ?? -Infinity) >= length,
  min_value: (value, { min }) => {
    const n = numberOf(value);
    return n !== null && n >= min;
  },
  not_one_of: (value, { values }) => !values.includes(value),
  numeric: matches(/^[0-9]+$/),
  one_of: (value, { values }) => values.includes(value),
  regex: (value, { pattern }) => {
    const s = text(value);
    if (s === null) return false;
    pattern.lastIndex = 0;
    return pattern.test(s);
  },
  size: (value, { size }) => {
    const file = fileOf(value);
    return file !== null && file.size <= size * 1024;
  },
  url: (value) => v.is(urlSchema, value),
};

/** Whether a value passes a rule, with docs/spec.md's empty-value semantics. */
export function passesRule<N extends RuleName>(name: N, value: unknown, params: RuleParams[N]): boolean {
  if (name === 'required') return isRequiredSatisfied(value);
  if (isEmptyValue(value)) return true;
  if (name === 'length') return lengthOf(value) === (params as RuleParams['length']).length;
  const check = CHECKS[name as Exclude<RuleName, 'required' | 'length'>] as Check<RuleName>;
  return Array.isArray(value) ? value.every((item) => isEmptyValue(item) || check(item, params)) : check(value, params);
}
