/** Retry rule of docs/spec.md section 7: one retry for non-mutating methods on these statuses. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const NON_MUTATING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Wait before the retry when the server names no Retry-After. */
export const DEFAULT_RETRY_DELAY_MS = 300;
/** Longest Retry-After the client honours; a longer wait is cut to this. */
export const MAX_RETRY_DELAY_MS = 3000;

export function shouldRetry(method: string, status: number): boolean {
  return NON_MUTATING_METHODS.has(method.toUpperCase()) && RETRYABLE_STATUSES.has(status);
}

/** Delay before the retry: Retry-After (seconds or an HTTP date) capped, or the default. */
export function retryDelayMs(retryAfter: string | null, now = Date.now(), cap = MAX_RETRY_DELAY_MS): number {
  if (retryAfter === null || retryAfter.trim() === '') return Math.min(DEFAULT_RETRY_DELAY_MS, cap);
  const value = retryAfter.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(Math.round(Number(value) * 1000), cap);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return Math.min(DEFAULT_RETRY_DELAY_MS, cap);
  return Math.min(Math.max(date - now, 0), cap);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
