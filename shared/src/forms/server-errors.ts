import type { i18n as I18n } from 'i18next';
import { describeApiFailure, isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';
import { i18n as portalI18n } from '@portal/shared/i18n';
import { toast } from '@portal/shared/ui';

/** Where a form keeps the message of a failed submit that belongs to no field (one of react-hook-form's root errors). */
export const ROOT_ERROR = 'root.server';

/**
 * Where the messages go: react-hook-form's setError (whose field names the form's values type checks), or
 * any setter of a field's message; called with a shown field (or an item of one) or ROOT_ERROR.
 */
export type SetServerError<N extends string> = (name: N | typeof ROOT_ERROR, error: { type: 'server'; message: string }) => void;

export interface ServerErrorOptions {
  /** The situation's own sentence when the server said nothing of its own (the "server message, or ..." rows of docs/product.md). */
  fallback?: string;
  /**
   * The form-level sentence of a situation that words its failures itself (the server's words or its own
   * fallback, chosen by the caller): shown instead of everything else, and only when no field took a code.
   */
  message?: string;
  /** Shows the form-level sentence as a toast instead of above the button (registration failures). */
  toast?: boolean;
  i18n?: I18n;
}

export interface ShownServerErrors {
  /** Field -> translated message, as set on the form. */
  fields: Record<string, string>;
  /** The form-level message, when one was shown. */
  root: string | null;
}

/** A field the form shows, or an item of a list field it shows ('divisions.0' under 'divisions'). */
const isShown = (field: string, fields: readonly string[]): boolean => fields.includes(field) || fields.includes(field.split('.')[0] ?? field);

/**
 * Puts a failed submit on the form: the first code of each field the form shows, translated, under that
 * field; codes of fields it does not show (the hash of a link...) are the most precise words there are, so
 * they become the form-level message; without field codes, the form-level message is the server's words,
 * else `fallback`, else the network or generic text. The form keeps what was typed.
 */
export function showServerErrors<N extends string>(error: unknown, setError: SetServerError<N>, fields: readonly N[], options: ServerErrorOptions = {}): ShownServerErrors {
  const i18n = options.i18n ?? portalI18n;
  const shown: ShownServerErrors = { fields: {}, root: null };
  const stray: string[] = [];
  if (isApiError(error)) {
    for (const [field, codes] of Object.entries(error.errors)) {
      const first = codes[0];
      if (first === undefined) continue;
      const message = translateErrorCode(first, undefined, i18n);
      if (isShown(field, fields)) {
        shown.fields[field] = message;
        // A shown field, or an item of a shown list field: a path of the form's values either way.
        setError(field as N, { type: 'server', message });
      } else {
        stray.push(message);
      }
    }
  }
  const placed = Object.keys(shown.fields).length > 0;
  // A situation that words its failures itself says so only when no field took a code.
  const own = options.message;
  if (own !== undefined ? !placed : !placed || stray.length > 0 || options.toast) {
    const root = own ?? (stray.length > 0 ? stray.join(' ') : (serverMessageOf(error, i18n) ?? options.fallback ?? describeApiFailure(error, i18n)));
    if (options.toast) {
      toast.error(root);
    } else {
      shown.root = root;
      setError(ROOT_ERROR, { type: 'server', message: root });
    }
  }
  return shown;
}
