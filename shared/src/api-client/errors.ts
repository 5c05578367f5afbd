import type { ApiErrorBody } from '@portal/shared/contracts';

/** A response outside 2xx: status, the server's message, field error codes and the failure code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Field -> error codes (i18n keys, possibly with parameters: decodeErrorCode). */
  readonly errors: Record<string, string[]>;
  readonly code: string | undefined;
  /** The parsed response body (object, text or null). */
  readonly body: unknown;
  /** Seconds the server asks to wait before trying again (its Retry-After header), or null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null, raw: unknown, statusText = '', retryAfter: string | null = null) {
    super(body?.message || statusText || `HTTP ${status}`);
    this.status = status;
    this.errors = body?.errors ?? {};
    this.code = body?.code;
    this.body = raw;
    this.retryAfterSeconds = retryAfterSecondsOf(retryAfter);
  }

  /** The first code of a field, if the server sent one. */
  fieldCode(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** A Retry-After header given in seconds (the API's form); a date or anything else gives null. */
function retryAfterSecondsOf(header: string | null): number | null {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim());
}

export type NetworkFailureKind = 'network' | 'timeout';

/** The request never got an HTTP answer: the network failed or the time limit ran out. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly kind: NetworkFailureKind;

  constructor(kind: NetworkFailureKind, cause?: unknown) {
    super(kind === 'timeout' ? 'The request timed out' : 'The network request failed', { cause });
    this.kind = kind;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiNetworkError(error: unknown): error is ApiNetworkError {
  return error instanceof ApiNetworkError;
}

/** Reads a failure body into the envelope shape, tolerating text and foreign JSON. */
export function toErrorBody(parsed: unknown): Partial<ApiErrorBody> | null {
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const body: Partial<ApiErrorBody> = {};
  if (typeof record.message === 'string') body.message = record.message;
  if (typeof record.code === 'string') body.code = record.code;
  if (record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors)) {
    const errors: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(record.errors as Record<string, unknown>)) {
      const codes = (Array.isArray(value) ? value : [value]).filter((c): c is string => typeof c === 'string');
      if (codes.length > 0) errors[field] = codes;
    }
    body.errors = errors;
  }
  return body;
}
