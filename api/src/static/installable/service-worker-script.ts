/**
 * What /sw.js answers. The worker itself is built by the shell (shell/src/service-worker/sw.ts ->
 * dist/portal/sw.js) and served from the root (its scope is the whole portal), never stored by the browser's
 * HTTP cache (`no-cache`: the browser checks it on every navigation, and a changed worker installs itself).
 * With SERVICE_WORKER=0 the same address answers a script that removes the portal's caches and unregisters
 * itself, so a returning visitor's worker goes away at its next update check.
 */
export const SERVICE_WORKER_HEADERS = {
  'cache-control': 'no-cache',
  'service-worker-allowed': '/',
  'content-type': 'text/javascript; charset=utf-8',
} as const;

/** The prefix of every cache the portal's worker makes (sw-caches.ts of the shell). */
export const PORTAL_CACHE_PREFIX = 'portal-';

export const UNREGISTER_SERVICE_WORKER_JS = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith(${JSON.stringify(PORTAL_CACHE_PREFIX)})) await caches.delete(key);
    await self.registration.unregister();
  })());
});
`;
