import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyApiErrorToForm, describeApiFailure, isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';

/**
 * Errors of the organiser forms: the codes of the shared schemas (checked in the browser) and of the API
 * (422 field codes) are translated under their fields; anything else is one message above the button.
 */
const ROOT = 'root.server';

export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? translateErrorCode(message) : undefined;
}

/** The first error of a list field or of any of its items (divisions, divisions.0...). */
export function listErrorOf<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const own = errorOf(errors, name);
  if (own) return own;
  const items = (errors as Record<string, unknown>)[name];
  if (!Array.isArray(items)) return undefined;
  const first = items.find((item) => item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string') as { message: string } | undefined;
  return first ? translateErrorCode(first.message) : undefined;
}

export function rootErrorOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return (errors as { root?: { server?: { message?: string } } }).root?.server?.message;
}

/** Puts a failed save on the form: field codes under their fields, the rest above the button. */
export function showSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): void {
  const listFields = new Set(fields);
  const applied = applyApiErrorToForm(
    error,
    (name, value) => {
      if (name !== ROOT) setError(name as Path<T>, value);
    },
    { fields: isApiError(error) ? Object.keys(error.errors).filter((field) => listFields.has(field.split('.')[0] ?? field)) : [], rootName: ROOT },
  );
  const hasFieldErrors = Object.keys(applied.fields).length > 0;
  const stray = isApiError(error) && Object.keys(error.errors).some((field) => !listFields.has(field.split('.')[0] ?? field));
  if (!hasFieldErrors || stray) setError(ROOT as Path<T>, { type: 'server', message: (stray ? applied.root : null) ?? serverMessageOf(error) ?? describeApiFailure(error) });
}
