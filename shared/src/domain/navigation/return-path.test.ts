import { returnPathFromQuery, returnPathOf, safeReturnPath, withReturnPath } from './return-path';

describe('the page a sign-in comes back to', () => {
  it('accepts a path of the portal, kept without its locale prefix, with its query and fragment', () => {
    expect(safeReturnPath('/esports-mobile-tournaments/almaty-open-cup')).toBe('/esports-mobile-tournaments/almaty-open-cup');
    expect(safeReturnPath('/en/esports-mobile-tournaments/almaty-open-cup?tab=rules#stages')).toBe('/esports-mobile-tournaments/almaty-open-cup?tab=rules#stages');
    expect(safeReturnPath('/kk/team/invite-member-abc123')).toBe('/team/invite-member-abc123');
    expect(safeReturnPath('/votes')).toBe('/votes');
    expect(safeReturnPath('/en/?q=1')).toBe('/?q=1');
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F/evil.example',
      '/%5cevil.example',
      '/en//evil.example',
      '/kk/%2F%2Fevil.example',
      'javascript:alert(1)',
      ' /votes',
      '/vo\ttes',
      '/votes\n',
      'votes',
      '',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });

  it('refuses the sign-in, registration and password pages (they would loop) and home (where a sign-in goes anyway)', () => {
    for (const value of ['/Login', '/login/email', '/en/Login', '/Registration', '/uz/registration', '/password/Reset', '/discord-redirect', '/', '/en', '/en/']) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(safeReturnPath('/loginator')).toBe('/loginator');
  });

  it('reads the page being shown', () => {
    expect(returnPathOf({ pathname: '/en/News/spring', search: '?page=2', hash: '' })).toBe('/News/spring?page=2');
    expect(returnPathOf({ pathname: '/Login', search: '?back=%2Fvotes' })).toBeNull();
  });

  it('puts the page into a sign-in link and reads it back from the query', () => {
    const href = withReturnPath('/en/Login', '/esports-mobile-tournaments/almaty-open-cup?x=1&y=2');
    expect(href).toBe('/en/Login?back=%2Fesports-mobile-tournaments%2Falmaty-open-cup%3Fx%3D1%26y%3D2');
    expect(returnPathFromQuery(href.slice(href.indexOf('?')))).toBe('/esports-mobile-tournaments/almaty-open-cup?x=1&y=2');
    expect(withReturnPath('/en/Login?a=1', '/votes')).toBe('/en/Login?a=1&back=%2Fvotes');
    expect(withReturnPath('/en/Login', null)).toBe('/en/Login');
    expect(withReturnPath('/en/Login', '//evil.example')).toBe('/en/Login');
  });

  it('a query naming another site, or a sign-in page, gives nothing', () => {
    expect(returnPathFromQuery('?back=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromQuery('?back=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromQuery('?back=%2FLogin')).toBeNull();
    expect(returnPathFromQuery('?other=1')).toBeNull();
    expect(returnPathFromQuery('')).toBeNull();
  });
});
