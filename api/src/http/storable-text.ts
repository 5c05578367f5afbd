import { GENERIC_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import type { FieldErrors } from '@portal/shared/schemas';
import { validationFailed } from './http-error';

/**
 * Text the database cannot store, refused with 422 before any handler or query sees it (docs/conventions.md,
 * API wire format): a NUL character (PostgreSQL text refuses it), a lone UTF-16 surrogate (not valid UTF-8),
 * and strings longer than any field of the product takes (a path or query value over 2,000 characters, a
 * body value over 200,000). Every path parameter, query value and body value (JSON and multipart, file
 * names included) goes through `unstorableFields`.
 */
export const MAX_PARAM_LENGTH = 2_000;
export const MAX_BODY_TEXT_LENGTH = 200_000;
export const UNSTORABLE_TEXT = GENERIC_MESSAGES.unstorable_text;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string, maxLength: number): string | null {
  if (text.includes('\u0000') || LONE_SURROGATE.test(text)) return UNSTORABLE_TEXT;
  if (text.length > maxLength) return encodeErrorCode('validation.max', { length: maxLength });
  return null;
}

/** Field errors for every unstorable string in `value` (keys checked too), named by their top-level field. */
export function unstorableFields(value: unknown, maxLength: number, field = ''): FieldErrors {
  const errors: FieldErrors = {};
  const visit = (node: unknown, name: string, depth: number) => {
    if (depth > 32) return;
    if (typeof node === 'string') {
      const problem = textProblem(node, maxLength);
      if (problem && !errors[name]) errors[name] = [problem];
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, name, depth + 1);
      return;
    }
    if (node && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node as Record<string, unknown>)) {
        const child = name === '' ? key : name;
        visit(key, child, depth + 1);
        visit(item, child, depth + 1);
      }
    }
  };
  visit(value, field, 0);
  return errors;
}

/** Throws the 422 of the first unstorable values, if any. */
export function refuseUnstorable(value: unknown, maxLength: number, field = ''): void {
  const errors = unstorableFields(value, maxLength, field);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
