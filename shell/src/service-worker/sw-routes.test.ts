import { filesToKeep, liveRemoteFolders, registryOfMessage, staleRemoteFiles, staleShellFiles, SW_KEEP_MESSAGE, swRouteOf, type SwRequest } from './sw-routes';

const ORIGIN = 'https://portal.example';
const PATHS = { matchesUrl: '/api/v1/client/matches', offlineAssets: ['/offline.html', '/offline.v1.js'] };
const get = (path: string, extra: Partial<SwRequest> = {}): SwRequest => ({ method: 'GET', url: `${ORIGIN}${path}`, mode: 'cors', hasAuthorization: false, ...extra });
const route = (request: SwRequest) => swRouteOf(request, ORIGIN, PATHS);

describe('service worker routing', () => {
  it.each([
    ['/remotes/mfe-teams/1.0.0-53f59ba8/remoteEntry.js', 'immutable'],
    ['/remotes/mfe-teams/1.0.0-53f59ba8/static/js/412.js', 'immutable'],
    ['/main.593720f5.js', 'immutable'],
    ['/strings-kk.53a04275.js', 'immutable'],
    ['/error-strings-en.df7a48d5.js', 'immutable'],
    ['/assets/default-avatar.5c882743.svg', 'immutable'],
    ['/remotes.json', 'registry'],
    ['/offline.html', 'offline-asset'],
    ['/offline.v1.js', 'offline-asset'],
    ['/remotes/mfe-teams/1.0.0-53f59ba8/mf-manifest.json', 'pass'],
    ['/sw.js', 'pass'],
    ['/websocket-worker.js', 'pass'],
    ['/builds/latest.json', 'pass'],
    ['/builds/meta/0123456789abcdef.json', 'pass'],
    ['/index.html', 'pass'],
    ['/portal-card.png', 'pass'],
    ['/media/u/1.webp', 'pass'],
  ])('%s -> %s', (path, expected) => {
    expect(route(get(path))).toBe(expected);
  });

  it('answers navigations (pages are never kept: network, else the offline page)', () => {
    expect(route(get('/en/matches', { mode: 'navigate' }))).toBe('navigate');
    expect(route(get('/', { mode: 'navigate' }))).toBe('navigate');
  });

  it('keeps only the signed-in player matches of the API, and leaves every other API request alone', () => {
    expect(route(get('/api/v1/client/matches', { hasAuthorization: true }))).toBe('offline-data');
    expect(route(get('/api/v1/client/matches'))).toBe('pass');
    expect(route(get('/api/v1/client/matches?x=1', { hasAuthorization: true }))).toBe('pass');
    expect(route(get('/api/v1/client/profile', { hasAuthorization: true }))).toBe('pass');
    expect(route(get('/api/ws', { hasAuthorization: true }))).toBe('pass');
    expect(route(get('/api/v1/client/matches', { mode: 'navigate', hasAuthorization: true }))).toBe('offline-data');
    expect(route(get('/api/health', { mode: 'navigate' }))).toBe('pass');
  });

  it('leaves writes, other origins and bad addresses to the browser', () => {
    expect(route({ ...get('/api/v1/client/matches', { hasAuthorization: true }), method: 'POST' })).toBe('pass');
    expect(route({ ...get('/main.593720f5.js'), url: 'https://cdn.example/main.593720f5.js' })).toBe('pass');
    expect(route({ ...get('/'), url: 'not a url' })).toBe('pass');
  });
});

describe('remote versions of a new registry', () => {
  const registry = {
    'mfe-teams': '/remotes/mfe-teams/2.0.0-aaaaaaaa/mf-manifest.json',
    'mfe-auth': `${ORIGIN}/remotes/mfe-auth/1.0.0-bbbbbbbb/mf-manifest.json`,
    broken: 42,
  };

  it('names the versioned folders of the registry', () => {
    expect([...liveRemoteFolders(registry, ORIGIN)].sort()).toEqual(['/remotes/mfe-auth/1.0.0-bbbbbbbb/', '/remotes/mfe-teams/2.0.0-aaaaaaaa/']);
    expect(liveRemoteFolders(null, ORIGIN).size).toBe(0);
  });

  it('drops the kept files of versions no longer named, keeps the rest', () => {
    const kept = [
      `${ORIGIN}/remotes/mfe-teams/1.0.0-cccccccc/remoteEntry.js`,
      `${ORIGIN}/remotes/mfe-teams/2.0.0-aaaaaaaa/remoteEntry.js`,
      `${ORIGIN}/remotes/mfe-auth/1.0.0-bbbbbbbb/static/js/1.js`,
      `${ORIGIN}/main.593720f5.js`,
    ];
    expect(staleRemoteFiles(kept, liveRemoteFolders(registry, ORIGIN))).toEqual([`${ORIGIN}/remotes/mfe-teams/1.0.0-cccccccc/remoteEntry.js`]);
  });

  it('drops nothing for a registry that names no folder (unreadable or empty)', () => {
    expect(staleRemoteFiles([`${ORIGIN}/remotes/mfe-teams/1.0.0-cccccccc/remoteEntry.js`], new Set())).toEqual([]);
  });
});

describe('files a page names for keeping', () => {
  it('keeps only versioned files of this origin, once each', () => {
    const message = {
      type: 'portal:keep-loaded',
      urls: [`${ORIGIN}/main.593720f5.js`, `${ORIGIN}/main.593720f5.js`, `${ORIGIN}/remotes.json`, `${ORIGIN}/api/v1/client/matches`, 'https://cdn.example/a.12345678.js', 7],
    };
    expect(filesToKeep(message, ORIGIN, PATHS)).toEqual([`${ORIGIN}/main.593720f5.js`]);
    expect(filesToKeep({ type: 'other', urls: [`${ORIGIN}/main.593720f5.js`] }, ORIGIN, PATHS)).toEqual([]);
    expect(filesToKeep(null, ORIGIN, PATHS)).toEqual([]);
  });
});

describe('the shell files a new shell build leaves behind', () => {
  const kept = [
    `${ORIGIN}/main.593720f5.js`,
    `${ORIGIN}/main.00aa11bb.js`,
    `${ORIGIN}/strings-kk.53a04275.js`,
    `${ORIGIN}/assets/default-avatar.5c882743.svg`,
    `${ORIGIN}/remotes/mfe-teams/1.0.0-53f59ba8/remoteEntry.js`,
  ];

  it('are the kept files outside the remotes that the served shell no longer lists', () => {
    const served = ['/main.593720f5.js', '/strings-kk.53a04275.js', '/assets/default-avatar.5c882743.svg'];
    expect(staleShellFiles(kept, served)).toEqual([`${ORIGIN}/main.00aa11bb.js`]);
  });

  it('never include a remote file (the registry decides those)', () => {
    expect(staleShellFiles(kept, ['/other.12345678.js'])).not.toContain(`${ORIGIN}/remotes/mfe-teams/1.0.0-53f59ba8/remoteEntry.js`);
  });

  it('are none when the server listed no shell files (a worker served without the list)', () => {
    expect(staleShellFiles(kept, undefined)).toEqual([]);
    expect(staleShellFiles(kept, [])).toEqual([]);
  });
});

describe('the registry a page names to its worker', () => {
  it('is the keep message\'s registry as text', () => {
    const registry = { 'mfe-teams': `${ORIGIN}/remotes/mfe-teams/1.0.0-53f59ba8/mf-manifest.json` };
    expect(registryOfMessage({ type: SW_KEEP_MESSAGE, urls: [], registry })).toBe(JSON.stringify(registry));
  });

  it('is none for another message, an empty registry or one that is not an object', () => {
    expect(registryOfMessage({ type: 'other', registry: { a: 'b' } })).toBeNull();
    expect(registryOfMessage({ type: SW_KEEP_MESSAGE, urls: [], registry: {} })).toBeNull();
    expect(registryOfMessage({ type: SW_KEEP_MESSAGE, urls: [], registry: ['x'] })).toBeNull();
    expect(registryOfMessage(null)).toBeNull();
  });
});
