import {
  afterTeamCreatedTarget,
  afterTeamRemovedTarget,
  invitePath,
  POST_TELEGRAM_LOGIN_PATH,
  postLoginTarget,
  postRegistrationTarget,
  startupRedirect,
} from './redirect-targets';

describe('post-login navigation (spec section 2)', () => {
  it('with a stored invitation hash goes to /team/invite-member-{hash}', () => {
    expect(postLoginTarget({ inviteHash: 'a1b2c3' })).toBe('/team/invite-member-a1b2c3');
    expect(invitePath('x y')).toBe('/team/invite-member-x%20y');
  });

  it('otherwise goes to /', () => {
    expect(postLoginTarget({})).toBe('/');
    expect(postLoginTarget({ inviteHash: null })).toBe('/');
    expect(postLoginTarget({ inviteHash: '  ' })).toBe('/');
  });

  it('goes back first to the page that asked for the sign-in, when it is a safe path of the portal', () => {
    expect(postLoginTarget({ returnPath: '/esports-mobile-tournaments/summer-cup', inviteHash: 'abc123' })).toBe('/esports-mobile-tournaments/summer-cup');
    expect(postLoginTarget({ returnPath: '//evil.example', inviteHash: 'abc123' })).toBe('/team/invite-member-abc123');
    expect(postLoginTarget({ returnPath: 'https://evil.example' })).toBe('/');
    expect(postLoginTarget({ returnPath: '/Login' })).toBe('/');
  });

  it('after registration a held tournament page sends the user back to it', () => {
    expect(postRegistrationTarget({ returnPath: '/esports-mobile-tournaments/summer-cup', inviteHash: 'abc' })).toBe('/esports-mobile-tournaments/summer-cup');
  });

  it('after registration without a held page continues as after login', () => {
    expect(postRegistrationTarget({ returnPath: '', inviteHash: 'abc' })).toBe('/team/invite-member-abc');
    expect(postRegistrationTarget({})).toBe('/');
  });

  it('after Telegram login goes to /ru/', () => {
    expect(POST_TELEGRAM_LOGIN_PATH).toBe('/ru/');
  });
});

describe('start-up check', () => {
  it('sends a stored user with no slug to the login page', () => {
    expect(startupRedirect({ slug: null })).toBe('/Login');
    expect(startupRedirect({})).toBe('/Login');
    expect(startupRedirect({ slug: ' ' })).toBe('/Login');
  });

  it('leaves users with a slug, and guests, where they are', () => {
    expect(startupRedirect({ slug: 'ayan' })).toBeNull();
    expect(startupRedirect(null)).toBeNull();
  });
});

describe('team navigation (spec section 2)', () => {
  it('after creating a team goes to the new team', () => {
    expect(afterTeamCreatedTarget(42)).toBe('/my-teams/42');
  });

  it('after leaving or deleting goes to the first remaining team', () => {
    expect(afterTeamRemovedTarget([{ id: 7 }, { id: 9 }])).toBe('/my-teams/7');
  });

  it('after leaving or deleting the last team goes to /my-teams/', () => {
    expect(afterTeamRemovedTarget([])).toBe('/my-teams/');
  });
});
