import type { FetchLike, HttpRequestInit, HttpResponseLike } from '@portal/shared/api-client';

export interface RecordedCall {
  method: string;
  /** Path and query after the API base, e.g. '/user/profile?x=1'. */
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON body, the FormData itself, or undefined. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  /** Pass to configureApiClient({ fetch }) or renderWithProviders({ fetch }). */
  fetch: FetchLike;
  /** Answers `method path` (path without the base and query) with a reply; later calls add more replies. */
  on(method: string, path: string, ...replies: Handler[]): FakeApi;
  calls: RecordedCall[];
}

export function fakeResponse({ status = 200, body, headers = {} }: FakeReply): HttpResponseLike {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const bytes = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
  const text = body === undefined || bytes ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    statusText: '',
    headers: { get: (name) => lower[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(bytes ?? new Blob([text])),
  };
}

/**
 * An in-memory API for component and client tests: answers registered `METHOD /path` calls in order
 * (the last reply repeats), records every call, and fails loudly on calls nobody registered.
 */
export function createFakeApi(base = '/api'): FakeApi {
  const routes = new Map<string, Handler[]>();
  const calls: RecordedCall[] = [];
  const api: FakeApi = {
    calls,
    on(method, path, ...replies) {
      const key = `${method.toUpperCase()} ${path}`;
      routes.set(key, [...(routes.get(key) ?? []), ...replies]);
      return api;
    },
    async fetch(url: string, init: HttpRequestInit) {
      if (init.signal.aborted) throw init.signal.reason;
      const relative = url.startsWith(base) ? url.slice(base.length) : url;
      const path = relative.split('?')[0] ?? relative;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call: RecordedCall = { method: init.method, url: relative, headers: init.headers, body };
      calls.push(call);
      const queue = routes.get(`${init.method} ${path}`);
      const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      if (!handler) throw new Error(`Unexpected API call ${init.method} ${relative}: register it with fakeApi.on()`);
      return fakeResponse(typeof handler === 'function' ? await handler(call) : handler);
    },
  };
  return api;
}
