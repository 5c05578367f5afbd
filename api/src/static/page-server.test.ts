import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PageServer } from './page-server';

/**
 * A renderer whose renders wait until the test lets them finish (globalThis.__releaseRenders), and that
 * counts them: what the page server does with several requests at once.
 */
const RENDERER = `
exports.createPageRenderer = () => ({
  render({ url, locale }) {
    globalThis.__renders = (globalThis.__renders || 0) + 1;
    return new Promise((resolve) => {
      (globalThis.__waiting = globalThis.__waiting || []).push(() =>
        resolve({ html: '<main>' + locale + ' ' + url + '</main>', head: '', data: { route: 'news.list', locale, queries: { queries: [], mutations: [] } }, clientRendered: [] }),
      );
    });
  },
});
`;

const state = globalThis as unknown as { __renders?: number; __waiting?: (() => void)[] };
const releaseAll = () => {
  for (const release of state.__waiting?.splice(0) ?? []) release();
};

describe('PageServer under several requests at once', () => {
  let root: string;
  const log = { warn: jest.fn() };
  const server = (maxRenders: number) => new PageServer({ root, api: async () => ({ status: 200, headers: {}, body: '{}' }), timeoutMs: 1000, cacheTtlMs: 60_000, maxRenders, log });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'page-server-'));
    mkdirSync(join(root, 'server'), { recursive: true });
    writeFileSync(join(root, 'server', 'render.js'), RENDERER);
    writeFileSync(join(root, 'server', 'package.json'), '{"type":"commonjs"}');
    writeFileSync(join(root, 'remotes.json'), '{}');
  });
  beforeEach(() => {
    state.__renders = 0;
    state.__waiting = [];
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders a page once for requests that arrive together, and serves them all', async () => {
    const pages = server(2);
    const answers = Promise.all([1, 2, 3].map(() => pages.page('/News', 'en', 'http://portal.test')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseAll();
    const served = await answers;
    expect(state.__renders).toBe(1);
    expect(served.map((answer) => answer?.rendered.html)).toEqual(Array(3).fill('<main>en /News</main>'));
  });

  it('leaves a page to the browser at once while as many other pages as allowed are rendering', async () => {
    const pages = server(2);
    const first = pages.page('/News', 'en', 'http://portal.test');
    const second = pages.page('/News', 'ru', 'http://portal.test');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await pages.page('/', 'en', 'http://portal.test')).toBeNull();
    expect(state.__renders).toBe(2);
    releaseAll();
    expect((await first)?.rendered.html).toBe('<main>en /News</main>');
    expect((await second)?.cache).toBe('miss');
    // Once they are done, the next page renders again (and a rendered one comes from the cache).
    const third = pages.page('/', 'en', 'http://portal.test');
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseAll();
    expect((await third)?.rendered.html).toBe('<main>en /</main>');
    expect((await pages.page('/News', 'en', 'http://portal.test'))?.cache).toBe('hit');
  });
});
