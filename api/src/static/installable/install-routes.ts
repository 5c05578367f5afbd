import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOCALES } from '@portal/shared/constants';
import { OFFLINE_PAGE_PATH, OFFLINE_SCRIPT_PATH, SERVICE_WORKER_PATH } from '@portal/shared/contracts';
import { IMMUTABLE, NO_CACHE } from '../cache-policy';
import { APP_ICONS, APPLE_TOUCH_ICON, iconPng } from './app-icons';
import { offlinePageHtml, type OfflineTexts } from './offline-page';
import { OFFLINE_SCRIPT_JS } from './offline-script';
import { SERVICE_WORKER_HEADERS, UNREGISTER_SERVICE_WORKER_JS } from './service-worker-script';
import { servedWorkerScript } from './shell-files';
import { MANIFEST_CONTENT_TYPE, manifestPath, webManifest, type InstallTexts } from './web-manifest';

export interface InstallRoutesOptions {
  /** The built portal (its sw.js, built by the shell). */
  root: string;
  /** false (SERVICE_WORKER=0): /sw.js removes the worker and its caches. */
  serviceWorker: boolean;
  install: InstallTexts;
  offline: OfflineTexts;
}

const HOUR = 'public, max-age=3600';

/**
 * What makes the portal installable and usable offline: the web app manifest per language, its icons, the
 * service worker's script and the offline page with its script (docs/architecture.md, "Installable app").
 */
export function registerInstallRoutes(app: FastifyInstance, { root, serviceWorker, install, offline }: InstallRoutesOptions): void {
  const hidden = { schema: { hide: true }, config: { rateLimit: false } };

  for (const locale of LOCALES) {
    const body = JSON.stringify(webManifest(locale, install));
    app.get(manifestPath(locale), hidden, async (_request, reply) => reply.header('cache-control', HOUR).type(MANIFEST_CONTENT_TYPE).send(body));
  }

  for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
    app.get(icon.path, hidden, async (_request, reply) => reply.header('cache-control', IMMUTABLE).type('image/png').send(await iconPng(icon)));
  }

  const workerScript = servedWorkerScript(root, resolve(root, `.${SERVICE_WORKER_PATH}`));
  app.get(SERVICE_WORKER_PATH, hidden, async (_request, reply) => {
    reply.headers(SERVICE_WORKER_HEADERS);
    if (!serviceWorker) return reply.send(UNREGISTER_SERVICE_WORKER_JS);
    const script = await workerScript();
    // A portal built without the worker: the same script that removes one.
    return reply.send(script ?? UNREGISTER_SERVICE_WORKER_JS);
  });

  const page = offlinePageHtml(offline);
  app.get(OFFLINE_PAGE_PATH, hidden, async (_request, reply) => reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(page));
  app.get(OFFLINE_SCRIPT_PATH, hidden, async (_request, reply) => reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8').send(OFFLINE_SCRIPT_JS));
}
