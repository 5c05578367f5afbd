import { API_PREFIX } from './api-envelope';
import { API_PATHS } from './api-paths';

/**
 * What the portal's service worker (shell/src/service-worker) keeps for the offline page, shared with the
 * page that reads it (the API's /offline.html) and with logout, which drops it (shared/src/state).
 */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The one API answer kept: the signed-in player's matches, as the /matches page last loaded them. */
export const OFFLINE_DATA_CACHE = 'portal-data-v1';
export const OFFLINE_MATCHES_URL = `${API_PREFIX}${API_PATHS.myMatches}`;
/** The page shown for a navigation that fails offline, kept by the worker at install. */
export const OFFLINE_PAGE_PATH = '/offline.html';
export const OFFLINE_SCRIPT_PATH = '/offline.v1.js';
/** The header the worker adds to a kept answer: when it was fetched (ISO time). */
export const OFFLINE_SAVED_AT_HEADER = 'x-portal-saved-at';

/** Forgets the kept answers (logout: the next person on the device must not see them). */
export function dropOfflineData(): Promise<boolean> {
  const storage = (globalThis as { caches?: { delete(name: string): Promise<boolean> } }).caches;
  return storage ? storage.delete(OFFLINE_DATA_CACHE).catch(() => false) : Promise.resolve(false);
}
