import * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';

/**
 * The one validation entry point of the client forms and the API: the typed output, or field errors
 * `{ field: [code] }` where every code is an i18n key (validation namespace), optionally with values
 * (encodeErrorCode). The API answers 422 with exactly these errors, so a form shows the same codes whether
 * it validated locally or the server refused.
 *
 * - Nested fields are dotted paths (members.0, team.name), as Laravel names them.
 * - Issues of the input as a whole go under 'root' (react-hook-form's key for form-level errors).
 * - Each field gets one code: the first rule it fails, in the schema's order (required before length,
 *   and so on).
 * - An issue without a message of its own gets 'validation.default' with { field }, docs/spec.md's
 *   '{field} is not valid.'.
 * - The input is first given the shape JSON gives it (see toJsonShape), so the client judges exactly what
 *   the API will receive.
 */
export type FieldErrors = Record<string, string[]>;
export const FORM_ERROR_KEY = 'root';

export type ValidationResult<TSchema extends v.GenericSchema> =
  | { success: true; output: v.InferOutput<TSchema>; errors?: undefined }
  | { success: false; output?: undefined; errors: FieldErrors };

const NO_MESSAGE = GENERIC_MESSAGES.default;

export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? FORM_ERROR_KEY;
    if (errors[field]) continue;
    const code = issue.message === NO_MESSAGE ? encodeErrorCode(NO_MESSAGE, { field }) : issue.message;
    errors[field] = [code];
  }
  return errors;
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * What JSON does to plain data: non-finite numbers become null, -0 becomes 0, undefined (and functions)
 * in arrays become null and in objects disappear. Class instances (a File, a Date) are left as they are:
 * files travel as multipart, not JSON.
 */
export function toJsonShape(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : toJsonShape(item)));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined && typeof item !== 'function' && typeof item !== 'symbol')
      .map(([key, item]) => [key, toJsonShape(item)]),
  );
}

export function validateInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): ValidationResult<TSchema> {
  const result = v.safeParse(schema, toJsonShape(input), { message: NO_MESSAGE });
  if (result.success) return { success: true, output: result.output };
  return { success: false, errors: issuesToFieldErrors(result.issues) };
}
