/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadServerRoutes, RegistryReader, serverEntryOf } from './remote-containers';

/** A federation container as a remote's server build writes one (CommonJS), exposing ./routes. */
const container = (label: string) => `
module.exports = {
  init() {},
  get(expose) {
    if (expose !== './routes') return Promise.reject(new Error('no ' + expose));
    return Promise.resolve(() => ({ routes: { home: { id: 'home', lazy: async () => ({ Component: () => ${JSON.stringify(label)} }) } } }));
  },
};
`;

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const registry = (version: string, at: number) => {
  write('remotes.json', JSON.stringify({ 'mfe-content': `/remotes/mfe-content/${version}/mf-manifest.json` }));
  utimesSync(join(root, 'remotes.json'), at, at);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-server-remotes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('remote server bundles', () => {
  it('follows the registry: a release or a rollback switches the version read, without a restart', async () => {
    const reader = new RegistryReader(root);
    registry('1.0.0-aaaa', 1000);
    expect(await reader.read()).toEqual({ 'mfe-content': '1.0.0-aaaa' });
    registry('1.0.0-bbbb', 2000);
    expect(await reader.read()).toEqual({ 'mfe-content': '1.0.0-bbbb' });
  });

  it('loads each version from its own folder, side by side', async () => {
    write('remotes/mfe-content/1.0.0-aaaa/server/remoteEntry.js', container('first'));
    write('remotes/mfe-content/1.0.0-bbbb/server/remoteEntry.js', container('second'));
    const first = await loadServerRoutes(root, 'mfe-content', '1.0.0-aaaa');
    const second = await loadServerRoutes(root, 'mfe-content', '1.0.0-bbbb');
    const labelOf = async (routes: typeof first) => ((await routes.home!.lazy()).Component as () => string)();
    expect([await labelOf(first), await labelOf(second)]).toEqual(['first', 'second']);
  });

  it('fails (for the page server to leave the area to the browser) when the bundle is missing or throws', async () => {
    await expect(loadServerRoutes(root, 'mfe-content', '1.0.0-none')).rejects.toThrow(/ENOENT/);
    write('remotes/mfe-content/1.0.0-cccc/server/remoteEntry.js', 'throw new Error("broken at load");');
    await expect(loadServerRoutes(root, 'mfe-content', '1.0.0-cccc')).rejects.toThrow('broken at load');
    expect(serverEntryOf(root, 'mfe-content', '1.0.0-cccc')).toBe(join(root, 'remotes', 'mfe-content', '1.0.0-cccc', 'server', 'remoteEntry.js'));
  });
});
