import type { i18n as I18n } from 'i18next';
import { i18n as portalI18n } from '@portal/shared/i18n';
import { isApiError } from './errors';
import { translateErrorCode } from './error-messages';

/**
 * The server's own words about a failure: its failure code translated, else the message it sent; null when
 * it gave none (not an HTTP answer, or no message), so that each situation can show its own fallback
 * (docs/spec.md section 8: "server message, or ...").
 */
export function serverMessageOf(error: unknown, i18n: I18n = portalI18n): string | null {
  if (!isApiError(error)) return null;
  if (error.code) {
    const translated = translateErrorCode(error.code, '', i18n);
    if (translated !== '') return translated;
  }
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
