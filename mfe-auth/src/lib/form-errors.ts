import type { FieldErrors, FieldValues } from 'react-hook-form';
import { translateErrorCode } from '@portal/shared/api-client';

/** The translated message of a field (error codes of the schemas and of the API, or a server sentence). */
export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? translateErrorCode(message) : undefined;
}

/** The form-level message a failed submit left (root.server). */
export function rootErrorOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const root = (errors as { root?: { server?: { message?: string } } }).root;
  return root?.server?.message;
}
