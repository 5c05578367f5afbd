import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyApiErrorToForm, describeApiFailure, isApiError, serverMessageOf } from '@portal/shared/api-client';
import { toast } from '@portal/shared/ui';

const ROOT = 'root.server';

export interface SubmitErrorOptions {
  /** Shown (and toasted with `toast`) when the server said nothing of its own (spec section 8 fallbacks). */
  fallback?: string;
  /** Toast the message instead of showing it above the button (registration failures). */
  toast?: boolean;
}

/**
 * Puts a failed call on the form: field codes under their fields (translated); the rest as one form-level
 * message: the server's words, else the fallback, else the network or generic text.
 */
export function showSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], options: SubmitErrorOptions = {}) {
  const applied = applyApiErrorToForm(
    error,
    (name, value) => {
      if (name !== ROOT) setError(name as Path<T>, value);
    },
    { fields, rootName: ROOT as Path<T> },
  );
  // Field codes of fields the form does not show (e.g. the hash of a link) are the most precise words.
  const hasStray = isApiError(error) && Object.keys(error.errors).some((field) => !(fields as readonly string[]).includes(field));
  const hasFieldErrors = Object.keys(applied.fields).length > 0;
  const message = (hasStray ? applied.root : null) ?? serverMessageOf(error) ?? options.fallback ?? describeApiFailure(error);
  if (options.toast) toast.error(message);
  else if (!hasFieldErrors || hasStray) setError(ROOT as Path<T>, { type: 'server', message });
}
