import { LANGUAGE_HEADER } from '@portal/shared/contracts';
import type { RequestBody } from '@portal/shared/schemas';
import { errorStringsReady } from '@portal/shared/i18n';
import { authTokenAtom, storedLanguageAtom } from '@portal/shared/state';
import { apiUrl, getApiClientConfig, isApiUrl, type ApiClientConfig, type HttpResponseLike } from './config';
import { ApiError, ApiNetworkError, toErrorBody } from './errors';
import { retryDelayMs, shouldRetry, wait } from './retry';
import { handleUnauthorized } from './unauthorized';

/**
 * What a call may send: the JSON body of an endpoint, typed by the shared schema the API checks it with
 * (RequestBodies in @portal/shared/schemas), or FormData for the multipart endpoints (files).
 */
export type SentBody = RequestBody | FormData;

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  /** Query string values; null and undefined are left out, arrays repeat as key[]. */
  query?: QueryParams;
  /** The JSON body of an endpoint (typed by its shared schema), or FormData to send multipart. */
  body?: SentBody;
  headers?: Record<string, string>;
  /** Cancels the request (react-query hands one in); the abort reason is rethrown as it is. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && item !== undefined) params.append(`${key}[]`, String(item));
    } else if (value !== null && value !== undefined) {
      params.append(key, String(value as QueryValue));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function buildHeaders(config: ApiClientConfig, url: string, options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined && !isFormData(options.body)) headers['Content-Type'] = 'application/json';
  const token = config.store.get(authTokenAtom);
  // The token goes to the API's origin only, never to another host an absolute URL names.
  if (token && isApiUrl(url, config.baseUrl)) headers.Authorization = `Bearer ${token}`;
  const language = config.store.get(storedLanguageAtom);
  if (language) headers[LANGUAGE_HEADER] = language;
  return { ...headers, ...options.headers };
}

async function readBody(response: HttpResponseLike): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failure is handed on once the error strings are loaded, so whoever shows it can translate its code. */
async function reported<E>(error: E): Promise<E> {
  await errorStringsReady();
  return error;
}

type BodyReader = (response: HttpResponseLike) => Promise<unknown>;

/** One attempt with its own time limit; network failures and timeouts become ApiNetworkError. */
async function attempt(config: ApiClientConfig, method: HttpMethod, url: string, options: RequestOptions, read: BodyReader = readBody) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? config.timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  else options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const body = options.body === undefined ? undefined : isFormData(options.body) ? options.body : JSON.stringify(options.body);
    const response = await config.fetch(url, { method, headers: buildHeaders(config, url, options), body, signal: controller.signal });
    return { response, body: await read(response) };
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw options.signal.reason;
    throw await reported(new ApiNetworkError(timedOut ? 'timeout' : 'network', error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** A successful answer's bytes; a failure's body parsed as usual. */
async function readBlob(response: HttpResponseLike): Promise<unknown> {
  const ok = response.status >= 200 && response.status < 300;
  if (ok && response.blob) return response.blob();
  return readBody(response);
}

/**
 * A GET answered with a file (a private document's bytes, sent only with the bearer token): the Blob.
 * Failures as for the other calls (ApiError, the 401 redirect); no retry.
 */
export async function requestBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const config = getApiClientConfig();
  const { response, body } = await attempt(config, 'GET', apiUrl(path, config.baseUrl) + buildQuery(options.query), options, readBlob);
  if (response.status >= 200 && response.status < 300 && body instanceof Blob) return body;
  if (response.status >= 200 && response.status < 300) throw await reported(new ApiNetworkError('network', new Error('the answer has no bytes')));
  const error = new ApiError(response.status, toErrorBody(body), body, response.statusText, response.headers.get('Retry-After'));
  if (response.status === 401) handleUnauthorized(config);
  throw await reported(error);
}

/**
 * Sends one API call and returns the whole parsed body of a 2xx answer. Failures throw ApiError; a 401
 * also triggers the login redirect. GET, HEAD and OPTIONS are retried once on the statuses of spec 7.
 */
export async function requestBody(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
  const config = getApiClientConfig();
  const url = apiUrl(path, config.baseUrl) + buildQuery(options.query);

  let result = await attempt(config, method, url, options);
  if (shouldRetry(method, result.response.status)) {
    await wait(retryDelayMs(result.response.headers.get('Retry-After')), options.signal);
    result = await attempt(config, method, url, options);
  }

  const { response, body } = result;
  if (response.status >= 200 && response.status < 300) return body;
  const error = new ApiError(response.status, toErrorBody(body), body, response.statusText, response.headers.get('Retry-After'));
  if (response.status === 401) handleUnauthorized(config);
  throw await reported(error);
}

/** Sends one API call and returns the `data` of the `{ data }` envelope (undefined for an empty body). */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const body = await requestBody(method, path, options);
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
  return (body ?? undefined) as T;
}
