import type { i18n as I18n } from 'i18next';
import { i18n as portalI18n } from '@portal/shared/i18n';
import { isApiError } from './errors';
import { describeApiFailure, translateErrorCode } from './error-messages';

/** The shape of react-hook-form's setError, without depending on react-hook-form here. */
export type SetFieldError<N extends string> = (name: N, error: { type: string; message: string }) => void;

export interface ApplyFormErrorsOptions<N extends string> {
  /** Fields the form shows; server errors on other fields go to the form-level message. */
  fields?: readonly N[];
  /** Where form-level messages go (react-hook-form's 'root.server' by default). */
  rootName?: N;
  i18n?: I18n;
}

export interface AppliedFormErrors {
  /** Field -> translated message, as set on the form. */
  fields: Record<string, string>;
  /** The form-level message, when one was set. */
  root: string | null;
}

/**
 * Puts the failure of a form submission on the form: the first code of each field, translated
 * (validation, then errors namespace); anything that belongs to no shown field, and failures without
 * field errors, become one form-level message.
 */
export function applyApiErrorToForm<N extends string>(
  error: unknown,
  setError: SetFieldError<N>,
  options: ApplyFormErrorsOptions<N> = {},
): AppliedFormErrors {
  const i18n = options.i18n ?? portalI18n;
  const rootName = options.rootName ?? ('root.server' as N);
  const applied: AppliedFormErrors = { fields: {}, root: null };
  const stray: string[] = [];

  if (isApiError(error)) {
    for (const [field, codes] of Object.entries(error.errors)) {
      const first = codes[0];
      if (first === undefined) continue;
      const message = translateErrorCode(first, undefined, i18n);
      if (!options.fields || options.fields.includes(field as N)) {
        applied.fields[field] = message;
        setError(field as N, { type: 'server', message });
      } else {
        stray.push(message);
      }
    }
  }

  if (stray.length > 0 || Object.keys(applied.fields).length === 0) {
    applied.root = stray.length > 0 ? stray.join(' ') : describeApiFailure(error, i18n);
    setError(rootName, { type: 'server', message: applied.root });
  }
  return applied;
}
