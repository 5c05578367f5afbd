/**
 * Error codes are i18n keys. A code that needs values carries them after a '|' as JSON:
 *   'validation.between|{"min":4,"max":25}'
 * The same string travels in valibot issues, in API `errors`, and is translated by the UI.
 */
export type ErrorParams = Record<string, string | number>;

export function encodeErrorCode(key: string, params?: ErrorParams): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key;
}

export function decodeErrorCode(code: string): { key: string; params: ErrorParams } {
  const bar = code.indexOf('|');
  if (bar < 0) return { key: code, params: {} };
  const key = code.slice(0, bar);
  try {
    const parsed: unknown = JSON.parse(code.slice(bar + 1));
    return { key, params: parsed && typeof parsed === 'object' ? (parsed as ErrorParams) : {} };
  } catch {
    return { key, params: {} };
  }
}
