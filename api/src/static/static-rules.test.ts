import { PORTAL_ROUTES } from '@portal/shared/contracts';
import { cacheControlFor, IMMUTABLE, NO_CACHE, NO_STORE, SHORT } from './cache-policy';
import { matchPortalRoute, portalRouteOf } from './page-routes';

const isPortalPage = (path: string) => portalRouteOf(path) !== null;

describe('portal page paths', () => {
  it('knows every route of the table, with any value in a parameter segment', () => {
    for (const route of PORTAL_ROUTES) {
      const sample = route.path.replace(/:[A-Za-z]+/g, 'value-1');
      expect({ path: sample, page: isPortalPage(sample) }).toEqual({ path: sample, page: true });
    }
  });

  it('matches case-insensitively, ignores a trailing slash, and a parameter is one segment', () => {
    expect(isPortalPage('/NEWS')).toBe(true);
    expect(isPortalPage('/my-teams/')).toBe(true);
    expect(isPortalPage('/News/a/b')).toBe(false);
    expect(isPortalPage('/nothing')).toBe(false);
    expect(isPortalPage('/esports-mobile-tournaments/a/b')).toBe(false);
  });
});

describe('cache rules of built files', () => {
  it.each([
    ['/index.html', NO_CACHE],
    ['/remotes.json', NO_STORE],
    ['/remotes.json.br', NO_STORE],
    ['/builds/latest.json', NO_STORE],
    ['/websocket-worker.js', NO_CACHE],
    ['/sw.js', NO_CACHE],
    ['/builds/meta/abc.json', NO_CACHE],
    ['/en/legal.html', NO_CACHE],
    ['/remotes/mfe-auth/1.0.0-0a1b2c3d/mf-manifest.json', NO_STORE],
    ['/remotes/mfe-auth/1.0.0-0a1b2c3d/remoteEntry.js', IMMUTABLE],
    ['/main.0a1b2c3d.js', IMMUTABLE],
    ['/static/css/app.deadbeef01.css.br', IMMUTABLE],
    ['/favicon.ico', SHORT],
    ['/robots.txt', SHORT],
  ])('%s -> %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('the route of a page path', () => {
  it('gives the parameters of the route a path names', () => {
    expect(matchPortalRoute('/News/cup-final')).toMatchObject({ route: { id: 'news.detail' }, params: { slug: 'cup-final' } });
    expect(matchPortalRoute('/rating/pubg-mobile/seasonal/2/')?.params).toEqual({ seasonId: '2' });
    expect(matchPortalRoute('/News')).toMatchObject({ route: { id: 'news.list' }, params: {} });
    expect(matchPortalRoute('/News/a/b')).toBeNull();
  });
});
