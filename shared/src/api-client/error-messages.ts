import type { i18n as I18n } from 'i18next';
import { ERROR_NAMESPACES } from '@portal/shared/constants';
import { decodeErrorCode } from '@portal/shared/contracts';
import { i18n as portalI18n } from '@portal/shared/i18n';
import { isApiError, isApiNetworkError } from './errors';

function lookup(i18n: I18n, key: string, params: Record<string, string | number>): string | null {
  for (const ns of ERROR_NAMESPACES) {
    // A key that repeats its namespace ('validation.url' in validation) is also tried without it.
    const candidates = key.startsWith(`${ns}.`) ? [key, key.slice(ns.length + 1)] : [key];
    for (const candidate of candidates) {
      if (i18n.exists(candidate, { ns })) return i18n.t(candidate, { ns, ...params });
    }
  }
  return null;
}

/**
 * Translates an error code (an i18n key, optionally 'key|{"json":"params"}') through the validation
 * then the errors namespace. Without a translation it falls back to `fallback`, or to the code itself
 * (servers also send plain sentences as codes).
 */
export function translateErrorCode(code: string, fallback?: string, i18n: I18n = portalI18n): string {
  const { key, params } = decodeErrorCode(code);
  return lookup(i18n, key, params) ?? fallback ?? key;
}

/** A `{{name}}` that i18next left in a text because the code carried no value for it. */
const UNFILLED = /\{\{\s*[\w.]+\s*\}\}/;

/**
 * One sentence for any failure of a call: the translated failure code, else the server's message, else
 * the network or timeout text, else the generic text of the ui namespace. A translation that needs a
 * value the code does not carry (the seconds of `otp.resend_too_early`) gives way to the server's
 * message, which the server wrote with its values in the request's language.
 */
export function describeApiFailure(error: unknown, i18n: I18n = portalI18n): string {
  if (isApiError(error)) {
    const decoded = error.code ? decodeErrorCode(error.code) : null;
    const translated = decoded ? lookup(i18n, decoded.key, decoded.params) : null;
    if (translated && UNFILLED.test(translated) && error.message) return error.message;
    return translated ?? (error.message || i18n.t('apiError.unknown', { ns: 'ui' }));
  }
  if (isApiNetworkError(error)) return i18n.t(error.kind === 'timeout' ? 'apiError.timeout' : 'apiError.network', { ns: 'ui' });
  return i18n.t('apiError.unknown', { ns: 'ui' });
}
