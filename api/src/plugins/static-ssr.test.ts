import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, parsePageData } from '@portal/shared/contracts';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';

const INDEX = '<!doctype html><html lang="ru"><head><title>Portal</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the shell's server bundle (server/render.js of a built portal, shell/src/server): it reads
 * the API in process like the real one and numbers its renders, so the tests see what was cached.
 */
const RENDERER = `
let renders = 0;
exports.createPageRenderer = ({ api }) => ({
  async render({ url, locale, origin }) {
    if (url.includes('esports-mobile-tournaments/broken')) throw new Error('renderer broke');
    renders += 1;
    const answer = await api({ method: 'GET', url: '/api/v1/client/blog?page=1&per_page=1', headers: { 'Accept-Language': locale } });
    const posts = JSON.parse(answer.body).data.length;
    return {
      html: '<main data-render="' + renders + '">' + locale + ' ' + url + ' ' + origin + ' posts:' + posts + '</main>',
      head: '<style data-styled="true">main{}</style>',
      data: { route: 'news.list', locale, queries: { queries: [{ render: renders }], mutations: [] } },
      clientRendered: [],
    };
  },
});
`;

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const renderOf = (body: string) => /data-render="(\d+)"/.exec(body)?.[1];

describe('server-rendered pages (static plugin with SSR)', () => {
  let root: string;
  let t: AuthTestWorld;
  let off: AuthTestWorld;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-ssr-'));
    writeFiles(root, { 'index.html': INDEX, 'remotes.json': '{}', 'server/render.js': RENDERER, 'server/package.json': '{"type":"commonjs"}' });
    t = await openAuthWorld('pglite', { env: { STATIC_DIR: root, SSR: '1', PAGE_CACHE_TTL_MS: '60000' } });
    off = await openAuthWorld('pglite', { seed: false, env: { STATIC_DIR: root, SSR: '0' } });
  });
  afterAll(async () => {
    await t?.dispose();
    await off?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (world: AuthTestWorld, url: string, headers: Record<string, string> = {}) => world.app.inject({ method: 'GET', url, headers });

  it('answers a page with its HTML in #root, its styles in the head, its language and its data', async () => {
    const page = await get(t, '/en/News');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<div id="root"><main data-render="\d+">en \/en\/News http:\/\/localhost:80 posts:1<\/main><\/div>/);
    expect(page.body).toContain('<style data-styled="true">main{}</style></head>');
    expect(page.body).toContain('<html lang="en">');
    const data = parsePageData(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(page.body)?.[1]);
    expect(data).toMatchObject({ route: 'news.list', locale: 'en' });
  });

  it('keeps a guest page per path and language, with an ETag that answers 304, until a write empties it', async () => {
    const first = await get(t, '/News');
    const again = await get(t, '/News');
    expect([again.headers['x-cache'], renderOf(again.body)]).toEqual(['hit', renderOf(first.body)]);
    expect((await get(t, '/kk/News')).headers['x-cache']).toBe('miss');
    const notModified = await get(t, '/News', { 'if-none-match': String(again.headers.etag) });
    expect([notModified.statusCode, notModified.body]).toEqual([304, '']);

    const token = await t.tokenOf('captain');
    expect((await t.call('POST', '/api/user/notification/read-all', {}, { token })).statusCode).toBe(200);
    const after = await get(t, '/News');
    expect(after.headers['x-cache']).toBe('miss');
    expect(Number(renderOf(after.body))).toBeGreaterThan(Number(renderOf(first.body)));
  });

  it('answers {path}/_payload.json with the data the page renders with', async () => {
    const payload = await get(t, '/en/News/_payload.json');
    expect(payload.statusCode).toBe(200);
    expect(payload.headers['content-type']).toContain('application/json');
    expect(payload.json()).toMatchObject({ route: 'news.list', locale: 'en', queries: { mutations: [] } });
    expect(payload.headers.etag).toBeDefined();
    expect((await get(t, '/no-such-page/_payload.json')).statusCode).toBe(404);
  });

  it('answers the empty shell when the renderer fails, and for unknown paths', async () => {
    const broken = await get(t, '/esports-mobile-tournaments/broken');
    expect([broken.statusCode, broken.body.includes('<div id="root"></div>')]).toEqual([200, true]);
    const unknown = await get(t, '/no-such-page');
    expect([unknown.statusCode, unknown.body.includes('<div id="root"></div>')]).toEqual([404, true]);
  });

  it('never serves the server bundles as files', async () => {
    expect((await get(t, '/server/render.js')).statusCode).toBe(404);
    expect((await get(t, '/remotes/mfe-content/1.0.0-abc/server/remoteEntry.js')).statusCode).toBe(404);
  });

  it('SSR=0 answers the empty shell', async () => {
    const page = await get(off, '/News');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect((await get(off, '/News/_payload.json')).statusCode).toBe(404);
  });
});
