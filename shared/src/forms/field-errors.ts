import type { FieldErrors, FieldValues } from 'react-hook-form';
import { translateErrorCode } from '@portal/shared/api-client';

const messageAt = (errors: unknown, name: string): unknown => {
  let node: unknown = errors;
  for (const part of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return (node as { message?: unknown } | undefined)?.message;
};

/**
 * The translated message under a field (a dotted path: 'fields.nick', 'members.0'): the error codes of the
 * shared schemas and of the API are i18n keys; a server sentence shows as it is. Undefined without an error.
 */
export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const message = messageAt(errors, name);
  return typeof message === 'string' && message !== '' ? translateErrorCode(message) : undefined;
}

/** The first error of a list field, or of any of its items ('divisions', then 'divisions.0', ...). */
export function listErrorOf<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const own = errorOf(errors, name);
  if (own) return own;
  const items = (errors as Record<string, unknown>)[name];
  if (!Array.isArray(items)) return undefined;
  const first = items.find((item): item is { message: string } => Boolean(item) && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string');
  return first ? translateErrorCode(first.message) : undefined;
}

/** The form-level message a failed submit left (showServerErrors puts it at root.server). */
export function rootErrorOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return (errors as { root?: { server?: { message?: string } } }).root?.server?.message;
}
