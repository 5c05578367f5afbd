import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseBootData } from '@portal/shared/contracts';
import { DOCUMENT_ONLY_HEADERS } from './static';
import { insertPost } from '../modules/news/repository';
import { openTestWorld, testConfig, type TestWorld } from '../../test-support/harness';

const INDEX = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
// The shell's page: its <title> is the page's (static/page-head.ts), the rest as the build wrote it.
const isShellPage = (body: string) => body.startsWith('<!doctype html><html><head><title>') && body.endsWith('<body><div id="root"></div></body></html>');
const TEAMS_MANIFEST = {
  name: 'mfe_teams',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.0a1b2c3d.js'], async: ['12.0a1b2c3d.js'] } } }],
};
const BUNDLE = 'console.log("portal");'.repeat(50);

function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('serving the built portal (STATIC_DIR)', () => {
  let world: TestWorld;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-static-'));
    writeFiles(root, {
      'index.html': INDEX,
      'remotes.json': '{"mfe-teams":"/remotes/mfe-teams/1.0.0-abcd1234/mf-manifest.json"}',
      'builds/latest.json': '{"id":"b1"}',
      'websocket-worker.js': 'self.onconnect = () => {};',
      'main.1a2b3c4d.js': BUNDLE,
      'main.1a2b3c4d.js.br': brotliCompressSync(Buffer.from(BUNDLE)),
      'main.1a2b3c4d.js.map': '{"version":3,"sources":["secret-source.ts"]}',
      'favicon.ico': 'icon',
      'feed.xml': '<rss/>',
      'en/legal.html': '<p>legal</p>',
      'remotes/mfe-teams/1.0.0-abcd1234/mf-manifest.json': JSON.stringify(TEAMS_MANIFEST),
      'remotes/mfe-teams/1.0.0-abcd1234/remoteEntry.js': 'var mfe_teams;',
      'remotes/mfe-teams/1.0.0-abcd1234/boot-assets.json': JSON.stringify({
        routes: { 'teams.mine': ['31.0a1b2c3d.js', '7.0a1b2c3d.js'], 'teams.detail': ['40.0a1b2c3d.js'], 'teams.public': ['../../../main.1a2b3c4d.js', 'https://cdn.example/x.js', '/main.1a2b3c4d.js'] },
        locales: { en: ['90.0a1b2c3d.js'], kk: ['91.0a1b2c3d.js'] },
      }),
      'boot-assets.json': JSON.stringify({ routes: {}, locales: { en: ['501.1a2b3c4d.js', '502.1a2b3c4d.js'], ru: ['601.1a2b3c4d.js'] } }),
    });
    writeFileSync(join(root, '..', 'portal-static-secret.txt'), 'secret');
    world = await openTestWorld('pglite', { seed: false, env: { STATIC_DIR: root } });
    app = world.app;
  });
  afterAll(async () => {
    await world?.dispose();
    rmSync(root, { recursive: true, force: true });
    rmSync(join(root, '..', 'portal-static-secret.txt'), { force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each(['/', '/News', '/news', '/en/News', '/kk/esports-mobile-tournaments/nomad-league-season-3', '/my-teams/', '/team/invite-member-AbC123', '/login/email', '/tr/rating/pubg-mobile/seasonal/2', '/uz/user/aidos-sniper'])(
    'answers the page %s with index.html and 200',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(isShellPage(response.body)).toBe(true);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/ru/News?x=1', '/News?x=1'],
    ['/ru', '/'],
    ['/ru/esports-mobile-tournaments/abc', '/esports-mobile-tournaments/abc'],
    ['/en/user-new/aidos', '/en/user/aidos'],
    ['/user-new/aidos?tab=1', '/user/aidos?tab=1'],
  ])('redirects %s permanently to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('never redirects off the site', async () => {
    const response = await get('/ru//evil.example/x');
    expect(response.statusCode).toBe(301);
    expect(String(response.headers.location).startsWith('//')).toBe(false);
  });

  it('answers an unknown page path with index.html and 404 (the shell shows Page not found)', async () => {
    for (const url of ['/definitely/not/a/page', '/en/nothing', '/my-teams/1/extra']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(isShellPage(response.body)).toBe(true);
    }
  });

  it('leaves .xml and /{locale}/*.html alone: the file, or a plain 404', async () => {
    expect((await get('/feed.xml')).body).toBe('<rss/>');
    expect((await get('/en/legal.html')).body).toBe('<p>legal</p>');
    for (const url of ['/missing.xml', '/en/about.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(isShellPage(response.body)).toBe(false);
    }
  });

  it('serves files with cache rules: never stored for the registry, manifests and build pointer, no-cache for what keeps its name, a year for hashed and versioned files', async () => {
    const cases: [string, string][] = [
      ['/remotes.json', 'no-store'],
      ['/builds/latest.json', 'no-store'],
      ['/remotes/mfe-teams/1.0.0-abcd1234/mf-manifest.json', 'no-store'],
      ['/websocket-worker.js', 'no-cache'],
      ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mfe-teams/1.0.0-abcd1234/remoteEntry.js', 'public, max-age=31536000, immutable'],
      ['/favicon.ico', 'public, max-age=3600'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({ url, status: 200, cache: cacheControl });
    }
  });

  it('sends CORS headers for remotes (their manifest is fetched) and precompressed files when accepted', async () => {
    const manifest = await get('/remotes/mfe-teams/1.0.0-abcd1234/mf-manifest.json', { origin: 'https://cdn-host.example' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.json()).toEqual(TEAMS_MANIFEST);
    const brotli = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect((await get('/main.1a2b3c4d.js')).body).toBe(BUNDLE);
  });

  it('sends document-only security headers with pages and the worker, not with hashed files', async () => {
    const page = await get('/News');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const worker = await get('/websocket-worker.js');
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    for (const url of ['/main.1a2b3c4d.js', '/remotes/mfe-teams/1.0.0-abcd1234/remoteEntry.js']) {
      const file = await get(url, { 'accept-encoding': 'br' });
      expect(file.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(file.headers[name]).toBeUndefined();
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it("writes the registry and the page's remote manifest into the page, and preloads that remote's entry and route table", async () => {
    const page = (await get('/en/my-teams')).body;
    const folder = '/remotes/mfe-teams/1.0.0-abcd1234/';
    expect(page).toContain(`<link rel="preload" as="script" href="${folder}remoteEntry.js">`);
    expect(page).toContain(`<link rel="preload" as="script" href="${folder}__federation_expose_routes.0a1b2c3d.js">`);
    expect(page).not.toContain('href="/remotes/mfe-teams/1.0.0-abcd1234/12.0a1b2c3d.js"');
    // What the page needs before it draws, in its language and the fallback one (ru): the shell's strings,
    // the remote's strings and the files of this page (boot-assets.json), not another page's nor another
    // language's.
    const preloads = [...page.matchAll(/rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/501.1a2b3c4d.js', '/502.1a2b3c4d.js', '/601.1a2b3c4d.js', `${folder}remoteEntry.js`, `${folder}__federation_expose_routes.0a1b2c3d.js`, `${folder}90.0a1b2c3d.js`, `${folder}31.0a1b2c3d.js`, `${folder}7.0a1b2c3d.js`]);
    const russian = (await get('/my-teams')).body;
    expect(russian).toContain('href="/601.1a2b3c4d.js"');
    expect(russian).not.toContain('90.0a1b2c3d.js');
    expect(russian).not.toContain('501.1a2b3c4d.js');
    // Names that would leave the app's folder or the site are never written.
    const team = (await get('/en/esports-mobile-team/alpha')).body;
    expect(team).not.toContain('main.1a2b3c4d.js');
    expect(team).not.toContain('cdn.example');
    const boot = parseBootData(/<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(page)?.[1]);
    expect(boot).toEqual({ remotes: { 'mfe-teams': `${folder}mf-manifest.json` }, manifests: { [`${folder}mf-manifest.json`]: TEAMS_MANIFEST } });
    expect(page.indexOf('id="portal-boot"')).toBeLessThan(page.indexOf('</head>'));

    // A page of a remote the registry does not list, and an unknown path: the registry only.
    for (const url of ['/en/News', '/en/nothing/here']) {
      const other = (await get(url)).body;
      expect([...other.matchAll(/rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/501.1a2b3c4d.js', '/502.1a2b3c4d.js', '/601.1a2b3c4d.js']);
      expect(parseBootData(/id="portal-boot">(.*?)<\/script>/.exec(other)?.[1])?.manifests).toEqual({});
    }
  });

  it("preloads a news post's cover from the page's head, first and at high priority, with the candidates its picture offers", async () => {
    const publishedAt = new Date('2026-11-20T10:00:00Z');
    await insertPost(app.db, { slug: 'cup-final', coverUrl: '/media/u/news/cup.jpg', status: 'published', publishedAt });
    await insertPost(app.db, { slug: 'vector-cover', coverUrl: '/media/demo/news/cover.svg', status: 'published', publishedAt });
    await insertPost(app.db, { slug: 'tricky-cover', coverUrl: '/media/u/news/a"><script>alert(1)</script>.png', status: 'published', publishedAt });
    await insertPost(app.db, { slug: 'draft-post', coverUrl: '/media/u/news/draft.jpg', status: 'draft' });
    await insertPost(app.db, { slug: 'no-cover', coverUrl: null, status: 'published', publishedAt });

    const page = (await get('/en/News/cup-final')).body;
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(page)?.[0] ?? '';
    // The webp candidates of its <picture> (the same sizes as the page's), so the browser takes this file for the image.
    expect(preload).toContain('href="/media/u/news/cup.jpg"');
    expect(preload).toContain('imagesrcset="/media/u/news/cup.jpg?w=320&amp;f=webp 320w, /media/u/news/cup.jpg?w=640&amp;f=webp 640w');
    expect(preload).toContain('imagesizes="(min-width: 1024px) 720px, 100vw"');
    expect(preload).toContain('type="image/webp"');
    expect(preload).toContain('fetchpriority="high"');
    expect(page.indexOf(preload)).toBeLessThan(page.indexOf('rel="preload" as="script"'));
    // A vector cover is the file itself; a cover's URL never leaves its attribute.
    expect((await get('/News/vector-cover')).body).toContain('<link rel="preload" as="image" href="/media/demo/news/cover.svg" fetchpriority="high">');
    const tricky = (await get('/News/tricky-cover')).body;
    expect(tricky).not.toContain('<script>alert(1)');
    expect(tricky).toContain('href="/media/u/news/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png"');
    // Nothing for a draft, a post without a cover, an unknown post or another page.
    for (const url of ['/News/draft-post', '/News/no-cover', '/News/nothing-here', '/News', '/en/my-teams']) {
      expect({ url, preload: (await get(url)).body.includes('as="image"') }).toEqual({ url, preload: false });
    }
  });

  it('never serves source maps', async () => {
    for (const url of ['/main.1a2b3c4d.js.map', '/main.1a2b3c4d.js.MAP', '/main.1a2b3c4d.js%2emap']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret-source');
    }
  });

  it('does not serve files outside the folder', async () => {
    for (const url of ['/..%2fportal-static-secret.txt', '/%2e%2e/portal-static-secret.txt', '/remotes/..%2F..%2F..%2Fportal-static-secret.txt']) {
      const response = await get(url);
      expect(response.body).not.toContain('secret');
    }
  });

  it('keeps /api answers in JSON', async () => {
    const response = await get('/api/unknown', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This API address does not exist.', code: 'errors.route_not_found' });
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/News' })).statusCode).toBe(200);
  });

  it('without STATIC_DIR answers page paths with the JSON 404', async () => {
    const bare = await buildApp(testConfig(), { database: world.handle });
    try {
      const response = await bare.inject({ url: '/News', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'errors.not_found' });
    } finally {
      await bare.close();
    }
  });
});
