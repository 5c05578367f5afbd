import { startupRedirectTarget } from './startup-redirect';

describe('start-up redirect of a user without a slug (spec section 2)', () => {
  it('sends a stored user without a slug to the login page, in the language of the address', () => {
    expect(startupRedirectTarget('/News', { slug: null })).toBe('/Login');
    expect(startupRedirectTarget('/en/my-teams/4', { slug: '' })).toBe('/en/Login');
    expect(startupRedirectTarget('/tr', { slug: '  ' })).toBe('/tr/Login');
  });

  it('leaves guests and users with a slug alone', () => {
    expect(startupRedirectTarget('/News', null)).toBeNull();
    expect(startupRedirectTarget('/News', undefined)).toBeNull();
    expect(startupRedirectTarget('/News', { slug: 'ayan' })).toBeNull();
  });

  it('never redirects from the login and password pages, so it cannot loop', () => {
    expect(startupRedirectTarget('/Login', { slug: null })).toBeNull();
    expect(startupRedirectTarget('/login', { slug: null })).toBeNull();
    expect(startupRedirectTarget('/kk/login/number', { slug: null })).toBeNull();
    expect(startupRedirectTarget('/en/login/game-profile', { slug: null })).toBeNull();
    expect(startupRedirectTarget('/password/Reset', { slug: null })).toBeNull();
    expect(startupRedirectTarget('/Registration', { slug: null })).toBeNull();
  });
});
