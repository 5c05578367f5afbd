/// <reference lib="webworker" />
/**
 * The portal's service worker (built to /sw.js, served by the API: api/src/static/installable). It keeps the
 * files that never change (sw-routes.ts decides which), the offline page, and the one API answer the offline
 * page shows (the signed-in player's matches). Pages are always asked from the network; only when that
 * fails does the offline page answer. It never answers the socket, the API (but that one read), the
 * workers' scripts or the build check's files.
 */
import {
  OFFLINE_DATA_CACHE,
  OFFLINE_MATCHES_URL,
  OFFLINE_PAGE_PATH,
  OFFLINE_SAVED_AT_HEADER,
  OFFLINE_SCRIPT_PATH,
} from '@portal/shared/contracts/offline-cache';
import { filesToKeep, liveRemoteFolders, registryOfMessage, staleRemoteFiles, staleShellFiles, swRouteOf } from './sw-routes';

/** The server writes the served shell's versioned files into the script (api/src/static/installable). */
declare const self: ServiceWorkerGlobalScope & { PORTAL_SHELL_FILES?: string[] };

const FILES_CACHE = 'portal-files-v1';
const PAGES_CACHE = 'portal-pages-v1';
const KNOWN_CACHES = new Set([FILES_CACHE, PAGES_CACHE, OFFLINE_DATA_CACHE]);
const OFFLINE_ASSETS = [OFFLINE_PAGE_PATH, OFFLINE_SCRIPT_PATH];
const PATHS = { matchesUrl: OFFLINE_MATCHES_URL, offlineAssets: OFFLINE_ASSETS };

const keepOfflineAssets = async () => {
  const cache = await caches.open(PAGES_CACHE);
  await cache.addAll(OFFLINE_ASSETS.map((path) => new Request(path, { cache: 'reload' })));
};

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflineAssets().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('portal-') && !KNOWN_CACHES.has(key)) await caches.delete(key);
      await forgetStaleShellFiles();
      await self.clients.claim();
    })(),
  );
});

async function immutable(request: Request): Promise<Response> {
  const cache = await caches.open(FILES_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Only whole answers (a range or an error is not the file).
  if (response.status === 200 && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

let lastRegistry: string | null = null;

/** A registry seen (fetched by a page, or named by a page that started with it written in): tidy if it is new. */
function registrySeen(text: string): Promise<void> {
  if (text === lastRegistry) return Promise.resolve();
  lastRegistry = text;
  return forgetStaleRemotes(text);
}

async function registry(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) void registrySeen(await response.clone().text());
  return response;
}

/** A new shell build changes this script (its file list), so the worker that activates drops the old build's files. */
async function forgetStaleShellFiles(): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  const kept = (await cache.keys()).map((request) => request.url);
  await Promise.all(staleShellFiles(kept, self.PORTAL_SHELL_FILES).map((url) => cache.delete(url)));
}

/**
 * A new registry (a release, a rollback): the files of versions it no longer names go, and so do shell files
 * the served shell no longer has; the offline page is read again.
 */
async function forgetStaleRemotes(text: string): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  const cache = await caches.open(FILES_CACHE);
  const kept = (await cache.keys()).map((request) => request.url);
  const stale = [...staleRemoteFiles(kept, liveRemoteFolders(parsed, self.location.origin)), ...staleShellFiles(kept, self.PORTAL_SHELL_FILES)];
  await Promise.all(stale.map((url) => cache.delete(url)));
  await keepOfflineAssets().catch(() => undefined);
}

async function offlineData(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.status === 200) {
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_SAVED_AT_HEADER, new Date().toISOString());
    const copy = new Response(await response.clone().blob(), { status: 200, headers });
    const cache = await caches.open(OFFLINE_DATA_CACHE);
    await cache.put(OFFLINE_MATCHES_URL, copy);
  }
  return response;
}

async function offlineAsset(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: PAGES_CACHE });
  return kept ?? fetch(request);
}

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE_PATH, { cacheName: PAGES_CACHE });
    if (offline) return offline;
    throw error;
  }
}

/**
 * The files a page loaded before this worker controlled it (its first visit): kept now, read from the
 * browser's HTTP cache (they are immutable there too), so the next visit takes them from here.
 */
async function keepLoaded(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200 && response.type === 'basic') await cache.put(url, response);
  }
}

self.addEventListener('message', (event) => {
  const urls = filesToKeep(event.data, self.location.origin, PATHS);
  const registryText = registryOfMessage(event.data);
  event.waitUntil(
    (async () => {
      // The registry first: a file of a version it no longer names is not kept again.
      if (registryText) await registrySeen(registryText);
      if (urls.length > 0) await keepLoaded(urls);
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = swRouteOf({ method: request.method, url: request.url, mode: request.mode, hasAuthorization: request.headers.has('authorization') }, self.location.origin, PATHS);
  if (route === 'immutable') event.respondWith(immutable(request));
  else if (route === 'registry') event.respondWith(registry(request));
  else if (route === 'offline-data') event.respondWith(offlineData(request));
  else if (route === 'offline-asset') event.respondWith(offlineAsset(request));
  else if (route === 'navigate') event.respondWith(navigate(event));
});
