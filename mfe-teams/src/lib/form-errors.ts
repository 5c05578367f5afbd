import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, translateErrorCode } from '@portal/shared/api-client';

export const ROOT_ERROR = 'root.server';

/**
 * Puts a failed team form call on the form: the server's field codes under the fields the form shows
 * (translated), and the situation's message (spec section 8) above the button when no field took one.
 */
export function showTeamFormError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], message: string) {
  let placed = false;
  if (isApiError(error)) {
    for (const [field, codes] of Object.entries(error.errors)) {
      const code = codes[0];
      if (code !== undefined && (fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message: translateErrorCode(code) });
        placed = true;
      }
    }
  }
  if (!placed) setError(ROOT_ERROR as Path<T>, { type: 'server', message });
}

/** The translated message of a field (a code of the schemas or of the API). */
export function fieldError(errors: Record<string, { message?: unknown } | undefined>, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' && message !== '' ? translateErrorCode(message) : undefined;
}

/** The form-level message a failed submit left. */
export function rootError(errors: { root?: Record<string, { message?: string } | undefined> }): string | undefined {
  return errors.root?.server?.message;
}
