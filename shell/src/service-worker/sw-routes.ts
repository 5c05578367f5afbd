/**
 * The service worker's routing decisions (sw.ts), kept pure so they can be tested:
 * - 'pass': the worker does not answer (the browser fetches as if it were not there): other origins, writes,
 *   the API (the socket, sign-in, every answer), the workers' own scripts, the build check's files, the
 *   remotes' manifests (never stored, cache-policy.ts of the API), documents other than navigations;
 * - 'immutable': files whose address changes with their content (a remote's versioned folder, the shell's
 *   hashed chunks and language strings): from the cache, else fetched once and kept;
 * - 'registry': /remotes.json from the network; a new one drops the kept files of remote versions it no
 *   longer names, and the shell's files that the served shell no longer has (staleShellFiles);
 * - 'offline-data': the signed-in player's matches (GET with a bearer token): from the network, the answer kept
 *   for the offline page;
 * - 'offline-asset': the offline page and its script, kept at install;
 * - 'navigate': a page; from the network (never kept), the offline page when the network fails.
 */
/** The message the page sends its worker once it is active: the files the page loaded before it was controlled. */
export const SW_KEEP_MESSAGE = 'portal:keep-loaded';

/** The files of a keep message worth keeping (versioned, this origin), at most `limit`. */
export function filesToKeep(message: unknown, origin: string, paths: SwPaths, limit = 300): string[] {
  const { type, urls } = (message ?? {}) as { type?: unknown; urls?: unknown };
  if (type !== SW_KEEP_MESSAGE || !Array.isArray(urls)) return [];
  const files = urls.filter((url): url is string => typeof url === 'string' && swRouteOf({ method: 'GET', url, mode: 'no-cors', hasAuthorization: false }, origin, paths) === 'immutable');
  return [...new Set(files)].slice(0, limit);
}

/** The registry a keep message names (the one the page started with), as text to compare, or null. */
export function registryOfMessage(message: unknown): string | null {
  const { type, registry } = (message ?? {}) as { type?: unknown; registry?: unknown };
  if (type !== SW_KEEP_MESSAGE || !registry || typeof registry !== 'object' || Array.isArray(registry)) return null;
  return Object.keys(registry).length > 0 ? JSON.stringify(registry) : null;
}

export type SwRoute = 'pass' | 'immutable' | 'registry' | 'offline-data' | 'offline-asset' | 'navigate';

export interface SwRequest {
  method: string;
  url: string;
  mode: string;
  hasAuthorization: boolean;
}

export interface SwPaths {
  matchesUrl: string;
  offlineAssets: readonly string[];
}

const HASHED = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|json|svg|png|webp|jpg|woff2?)$/i;
/** A file of a remote's versioned folder (its client build; server bundles are never served). */
const REMOTE_FILE = /^\/remotes\/[^/]+\/[^/]+\/.+/;
const NEVER_KEPT = new Set(['/sw.js', '/websocket-worker.js', '/remotes.json', '/index.html']);

export function swRouteOf(request: SwRequest, origin: string, paths: SwPaths): SwRoute {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) {
    return path === paths.matchesUrl && url.search === '' && request.hasAuthorization ? 'offline-data' : 'pass';
  }
  if (request.mode === 'navigate') return 'navigate';
  if (path === '/remotes.json') return 'registry';
  if (paths.offlineAssets.includes(path)) return 'offline-asset';
  if (NEVER_KEPT.has(path) || path.startsWith('/builds/') || path.endsWith('/mf-manifest.json')) return 'pass';
  if (REMOTE_FILE.test(path) && !path.includes('..')) return 'immutable';
  if (HASHED.test(path)) return 'immutable';
  return 'pass';
}

/** The versioned folders (`/remotes/<name>/<version>/`) a registry names (remote name -> manifest URL). */
export function liveRemoteFolders(registry: unknown, origin: string): Set<string> {
  const folders = new Set<string>();
  if (!registry || typeof registry !== 'object') return folders;
  for (const value of Object.values(registry)) {
    if (typeof value !== 'string') continue;
    try {
      const { pathname } = new URL(value, origin);
      const folder = /^\/remotes\/[^/]+\/[^/]+\//.exec(pathname);
      if (folder) folders.add(folder[0]);
    } catch {
      // not an address: names no folder
    }
  }
  return folders;
}

/** Kept files (their URLs) of remote versions the registry no longer names: to drop. */
export function staleRemoteFiles(keptUrls: readonly string[], live: ReadonlySet<string>): string[] {
  if (live.size === 0) return [];
  return keptUrls.filter((kept) => {
    const folder = /^\/remotes\/[^/]+\/[^/]+\//.exec(new URL(kept).pathname);
    return folder !== null && !live.has(folder[0]);
  });
}

/** A kept file of the shell (any versioned file outside a remote's folder). */
const isShellFile = (pathname: string) => !pathname.startsWith('/remotes/');

/**
 * Kept shell files (their URLs) that the shell being served no longer has: its files are listed in the worker
 * script by the server (`self.PORTAL_SHELL_FILES`), so a new shell build changes the worker, which drops the
 * old build's chunks when it activates. Without a list (an older server) nothing is dropped.
 */
export function staleShellFiles(keptUrls: readonly string[], shellFiles: readonly string[] | undefined): string[] {
  if (!shellFiles || shellFiles.length === 0) return [];
  const live = new Set(shellFiles);
  return keptUrls.filter((kept) => {
    const { pathname } = new URL(kept);
    return isShellFile(pathname) && !live.has(pathname);
  });
}
