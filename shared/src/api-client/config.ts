import type { Store } from 'jotai/vanilla';
import { API_PREFIX } from '@portal/shared/contracts';
import { portalStore } from '@portal/shared/state';

// Build constant of rspack's DefinePlugin (PORTAL_API_BASE at build time); module-scoped declaration.
declare const __API_BASE__: string | undefined;

/** The part of a fetch Response the client reads (the real fetch satisfies it). */
export interface HttpResponseLike {
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** The body as bytes (the real fetch has it; file downloads need it). */
  blob?(): Promise<Blob>;
}

export interface HttpRequestInit {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
}

export type FetchLike = (url: string, init: HttpRequestInit) => Promise<HttpResponseLike>;

export interface ApiClientConfig {
  /** Prefix of every API path: the build's __API_BASE__ ('/api' by default). */
  baseUrl: string;
  /** Time limit of one attempt, in ms. */
  timeoutMs: number;
  fetch: FetchLike;
  /** Where the token and stored language are read (the page's portalStore unless a test gives its own). */
  store: Store;
  /** Browser navigation used for the 401 redirect (the shell may hand in its router's navigate). */
  navigate: (url: string) => void;
  /** Browser path right now, to keep the 401 redirect from looping on the login pages. */
  currentPath: () => string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

function buildBaseUrl(): string {
  return typeof __API_BASE__ === 'string' && __API_BASE__ !== '' ? __API_BASE__ : API_PREFIX;
}

function defaults(): ApiClientConfig {
  return {
    baseUrl: buildBaseUrl(),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    fetch: (url, init) => globalThis.fetch(url, init),
    store: portalStore,
    navigate: (url) => window.location.assign(url),
    currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  };
}

let config: ApiClientConfig = defaults();

/** Overrides parts of the client configuration at runtime (base URL, navigation, store, fetch). */
export function configureApiClient(overrides: Partial<ApiClientConfig>): ApiClientConfig {
  config = { ...config, ...overrides };
  return config;
}

export function getApiClientConfig(): ApiClientConfig {
  return config;
}

/** Back to the build defaults (used between tests). */
export function resetApiClientConfig(): void {
  config = defaults();
}

/** Joins the base and an API path: 'tournament/decline' and '/tournament/decline' both work. */
/** The page's origin (a fixed one outside browsers, so relative URLs still resolve). */
const pageOrigin = (): string => (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null' ? window.location.origin : 'http://localhost');

/**
 * Whether a request URL goes to the API: the same origin as the API base (relative bases are on the
 * page's origin). The bearer token is sent only there, never to another host an absolute URL names.
 */
export function isApiUrl(url: string, base = config.baseUrl): boolean {
  try {
    const origin = pageOrigin();
    return new URL(url, origin).origin === new URL(base, origin).origin;
  } catch {
    return false;
  }
}

export function apiUrl(path: string, base = config.baseUrl): string {
  if (/^https?:\/\//i.test(path)) return path;
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${trimmedBase}${path.startsWith('/') ? path : `/${path}`}`;
}
