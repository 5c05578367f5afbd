import { matchPortalRoute, safeOpenTarget } from './open-target';

describe('safeOpenTarget (/open?to=)', () => {
  it.each([
    ['/News', '/News'],
    ['/News/season-opening', '/News/season-opening'],
    ['/my-teams/12?tab=members#top', '/my-teams/12?tab=members#top'],
    ['/team/invite-member-a1b2c3', '/team/invite-member-a1b2c3'],
    ['/', '/'],
    ['  /Help  ', '/Help'],
    ['/help', '/help'],
    ['/rating/pubg-mobile/seasonal/3', '/rating/pubg-mobile/seasonal/3'],
    ['/settings-new?tab=safety', '/settings-new?tab=safety'],
  ])('forwards the portal path %s', (to, expected) => {
    expect(safeOpenTarget(to)).toBe(expected);
  });

  it('drops a locale prefix: the landing forwards in the current locale', () => {
    expect(safeOpenTarget('/en/News')).toBe('/News');
    expect(safeOpenTarget('/kk')).toBe('/');
    expect(safeOpenTarget('/tr/agreements?docId=cookie-policy')).toBe('/agreements?docId=cookie-policy');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/News'],
    ['a protocol-relative URL', '//evil.example/News'],
    ['a backslash host', '/\\evil.example'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'News'],
    ['a control character', '/News\n/x'],
    ['an encoded control character', '/News%0A'],
    ['a malformed escape', '/News/%E0%A4%A'],
    ['a dot segment', '/News/../..'],
    ['an encoded dot segment', '/News/%2E%2E'],
    ['a path that is not a page', '/wp-admin'],
    ['the landing itself', '/open?to=/News'],
    ['an empty value', ''],
  ])('refuses %s', (_label, to) => {
    expect(safeOpenTarget(to)).toBeNull();
  });

  it('refuses a missing target', () => {
    expect(safeOpenTarget(null)).toBeNull();
    expect(safeOpenTarget(undefined)).toBeNull();
  });
});

describe('matchPortalRoute', () => {
  it('finds the route of a path like the router, parameters and trailing slash included', () => {
    expect(matchPortalRoute('/my-teams/7')?.id).toBe('teams.detail');
    expect(matchPortalRoute('/my-teams/')?.id).toBe('teams.mine');
    expect(matchPortalRoute('/NEWS')?.id).toBe('news.list');
    expect(matchPortalRoute('/rating/pubg-mobile/world-team-rating')?.id).toBe('rating.pubg.world');
    expect(matchPortalRoute('/nowhere')).toBeNull();
  });
});
