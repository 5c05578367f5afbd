import type { FieldErrors, FieldValues } from 'react-hook-form';
import { applyApiErrorToForm, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';

const ROOT = 'root.server';

/** The translated message of a field (the schemas' and the API's codes), or undefined. */
export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? translateErrorCode(message) : undefined;
}

/** The form-level message a failed save left. */
export function rootErrorOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return (errors as { root?: { server?: { message?: string } } }).root?.server?.message;
}

/** react-hook-form's setError, or any setter of a field's message. */
export type SetSaveError = (name: string, error: { type: string; message: string }) => void;

/**
 * Puts a failed save on the form: each shown field's code under its field; anything else as one
 * form-level message (root.server): the server's words, else `fallback`, else the generic failure text.
 */
export function showSaveError(error: unknown, setError: SetSaveError, fields: readonly string[], fallback?: string): void {
  const applied = applyApiErrorToForm(error, (name, value) => setError(name, value), { fields, rootName: ROOT });
  if (applied.root !== null && Object.keys(applied.fields).length === 0 && fallback && serverMessageOf(error) === null) {
    setError(ROOT, { type: 'server', message: fallback });
  }
}
