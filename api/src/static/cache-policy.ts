/**
 * Cache-Control of the built portal's files:
 * - the remote registry (/remotes.json), the remotes' manifests and the build pointer (/builds/latest.json)
 *   decide which version a page loads: a release or a rollback switches them, so they are never stored
 *   (`no-store`) by the browser or a proxy;
 * - the shell document, build metadata and the worker scripts (socket worker, service worker) change with every build and keep their names:
 *   `no-cache` (always revalidated, ETag makes that cheap);
 * - everything under /remotes/<name>/<version>/ and every file whose name carries a content hash never
 *   changes: a year, immutable;
 * - anything else (icons, robots.txt): an hour.
 */
export const NO_STORE = 'no-store';
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;

export function cacheControlFor(path: string): string {
  const plain = path.replace(/\.(br|gz)$/, '');
  if (plain === '/remotes.json' || plain === '/builds/latest.json' || plain.endsWith('/mf-manifest.json')) return NO_STORE;
  if (path === '/index.html' || path === '/websocket-worker.js' || path === '/sw.js' || path.startsWith('/builds/')) return NO_CACHE;
  if (path.endsWith('.html')) return NO_CACHE;
  if (path.startsWith('/remotes/')) return IMMUTABLE;
  if (HASHED.test(path)) return IMMUTABLE;
  return SHORT;
}
