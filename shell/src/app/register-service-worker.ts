import { SERVICE_WORKER_PATH } from '@portal/shared/contracts';
import { currentRegistry } from '../federation/registry';
import { SW_KEEP_MESSAGE } from '../service-worker/sw-routes';

/**
 * Registers the portal's service worker (shell/src/service-worker/sw.ts): started once the page is idle, in
 * production builds only (bootstrap.tsx), so it adds nothing to what a page loads before it is usable. The
 * worker's script is never taken from the HTTP cache (`updateViaCache: 'none'`): a release or SERVICE_WORKER=0
 * reaches a returning visitor on their next page. Once the worker is active the page names the files it
 * loaded (its first visit was not yet the worker's), so the worker keeps them for the next visit, and the
 * registry it started with (written into the page by the server, so the worker never sees it fetched): a
 * release or a rollback there lets the worker drop the versions no longer live.
 */
export function registerServiceWorker(target: Navigator = navigator, loaded: () => string[] = loadedFiles, registry: () => unknown = currentRegistry): void {
  if (!('serviceWorker' in target)) return;
  const workers = target.serviceWorker;
  workers
    .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
    .then(() => workers.ready)
    .then((registration) => registration.active?.postMessage({ type: SW_KEEP_MESSAGE, urls: loaded(), registry: registry() }))
    .catch(() => undefined);
}

const loadedFiles = () => performance.getEntriesByType('resource').map((entry) => entry.name);
