import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { registerInstallRoutes } from './install-routes';

const root = mkdtempSync(join(tmpdir(), 'portal-sw-'));
writeFileSync(join(root, 'sw.js'), 'self.built = true;');
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, 'main.593720f5.js'), '');
writeFileSync(join(root, 'main.593720f5.js.br'), '');
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'assets', 'logo.5c882743.svg'), '');
mkdirSync(join(root, 'remotes'));
const texts = (locale: string, key: string) => `${key}:${locale}`;

async function appWith(serviceWorker: boolean) {
  const app = Fastify();
  registerInstallRoutes(app, { root, serviceWorker, install: texts, offline: texts });
  await app.ready();
  return app;
}

describe('install routes', () => {
  it('serve the built worker from the root, revalidated every time', async () => {
    const app = await appWith(true);
    const answer = await app.inject('/sw.js');
    expect(answer.headers).toMatchObject({ 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
    expect(answer.body).toBe('self.PORTAL_SHELL_FILES = ["/assets/logo.5c882743.svg","/index.html","/main.593720f5.js","/sw.js"];\nself.built = true;');
    await app.close();
  });

  it('name the shell files of the build being served: a new shell build changes the worker', async () => {
    const app = await appWith(true);
    const before = (await app.inject('/sw.js')).body;
    writeFileSync(join(root, 'main.00aa11bb.js'), '');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'index.html'), later, later);
    const after = (await app.inject('/sw.js')).body;
    expect(after).not.toBe(before);
    expect(after).toContain('"/main.00aa11bb.js"');
    await app.close();
  });

  it('with SERVICE_WORKER=0 serve a worker that drops the caches and unregisters itself', async () => {
    const app = await appWith(false);
    const answer = await app.inject('/sw.js');
    expect(answer.body).toContain('registration.unregister()');
    expect(answer.body).toContain("caches.delete");
    await app.close();
  });

  it('serve a manifest per language as application/manifest+json', async () => {
    const app = await appWith(true);
    const answer = await app.inject('/manifest.uz.webmanifest');
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.json()).toMatchObject({ lang: 'uz', start_url: '/uz', name: 'name:uz' });
    expect((await app.inject('/manifest.xx.webmanifest')).statusCode).toBe(404);
    await app.close();
  });

  it('serve the offline page with its texts in every language and its script as a file', async () => {
    const app = await appWith(true);
    const page = await app.inject('/offline.html');
    expect(page.body).toContain('"title":"title:tr"');
    expect(page.body).toContain('<script src="/offline.v1.js"></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect((await app.inject('/offline.v1.js')).body).toContain('portal-data-v1');
    await app.close();
  });
});
