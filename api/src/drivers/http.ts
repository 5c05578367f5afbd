import { DriverError } from './driver-error';

/**
 * The HTTP calls of the production drivers: a time limit per call, JSON or form bodies, and failures
 * sorted into 'unavailable' (network, timeout, 5xx) and 'rejected' (any other non-2xx).
 */
export const DRIVER_TIMEOUT_MS = 10_000;

export interface HttpCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  timeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export async function callJson(url: string, call: HttpCall = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: AbortSignal.timeout(call.timeoutMs ?? DRIVER_TIMEOUT_MS) });
  } catch (error) {
    throw new DriverError('unavailable', `${new URL(url).host} did not answer`, { cause: error });
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    parsed = text;
  }
  if (response.status >= 500) throw new DriverError('unavailable', `${new URL(url).host} answered ${response.status}`);
  return { status: response.status, body: parsed };
}

/** The answer's body when it is a 2xx, else a 'rejected' failure naming the party's own words. */
export function expectOk(answer: HttpAnswer, party: string): Record<string, unknown> {
  if (answer.status >= 200 && answer.status < 300 && answer.body && typeof answer.body === 'object') return answer.body as Record<string, unknown>;
  throw new DriverError('rejected', `${party} refused (${answer.status}): ${JSON.stringify(answer.body).slice(0, 300)}`);
}
