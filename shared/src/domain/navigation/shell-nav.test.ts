import {
  ABOUT_URL,
  CREATE_TEAM_PATH,
  GUEST_ACTIONS,
  LOGOUT_TARGET,
  MAIN_NAV,
  VERIFY_SOCIALS_PATH,
  accountLinks,
  accountStats,
  bottomBarItems,
  footerNav,
  headerNav,
  kdrFromStatistics,
  mobileSidebarNav,
  needsSocialVerification,
  profilePath,
  type NavSession,
  type NavUser,
} from './shell-nav';

const user = (extra: Partial<NavUser> = {}): NavUser => ({ id: 42, slug: 'ayan-22', socialAccounts: [], ...extra });
const guest: NavSession = { authenticated: false, user: null };
const signedIn = (extra: Partial<NavUser> = {}): NavSession => ({ authenticated: true, user: user(extra) });
const paths = (items: { path: string }[] | readonly { path: string }[]) => items.map((i) => i.path);

describe('header navigation (spec section 2)', () => {
  it('links tournaments, watch, help, news, rating and votes in this order', () => {
    expect(paths(MAIN_NAV)).toEqual(['/esports-mobile-tournaments', '/watch', '/Help', '/News', '/rating', '/votes']);
    expect(headerNav(guest).links).toBe(MAIN_NAV);
  });

  it('shows login and register to guests, and no avatar', () => {
    const nav = headerNav(guest);
    expect(paths(nav.guestActions)).toEqual(['/Login', '/Registration']);
    expect(nav.showAvatar).toBe(false);
  });

  it('shows the avatar instead of login and register to logged-in users', () => {
    const nav = headerNav(signedIn());
    expect(nav.guestActions).toEqual([]);
    expect(nav.showAvatar).toBe(true);
  });
});

describe('account links', () => {
  it('has profile, teams, my tournaments, applications and settings for a logged-in user', () => {
    expect(accountLinks(signedIn()).map((l) => [l.id, l.path])).toEqual([
      ['profile', '/user/ayan-22'],
      ['teams', '/my-teams'],
      ['my-tournaments', '/applications'],
      ['applications', '/entries'],
      ['settings', '/settings-new'],
    ]);
  });

  it('is empty for guests', () => {
    expect(accountLinks(guest)).toEqual([]);
  });

  it('adds the organiser console for organisers and staff only', () => {
    const ids = (roles: string[]) => accountLinks(signedIn({ roles: roles.map((name) => ({ name })) })).map((l) => l.id);
    expect(ids(['player', 'organizer']).at(-1)).toBe('organizer');
    expect(accountLinks(signedIn({ roles: [{ name: 'moderator' }] })).find((l) => l.id === 'organizer')?.path).toBe('/organizer');
    expect(ids(['player', 'streamer'])).not.toContain('organizer');
    expect(ids([])).not.toContain('organizer');
  });

  it('leaves the profile out while no profile is stored', () => {
    expect(accountLinks({ authenticated: true, user: null }).map((l) => l.id)).toEqual([
      'teams',
      'my-tournaments',
      'applications',
      'settings',
    ]);
  });

  it('builds the profile path from the slug, falling back to the id', () => {
    expect(profilePath({ id: 7, slug: 'nurlan' })).toBe('/user/nurlan');
    expect(profilePath({ id: 7, slug: null })).toBe('/user/7');
    expect(profilePath({ id: 7, slug: '  ' })).toBe('/user/7');
  });
});

describe("the 'verify socials' rule", () => {
  it('applies when no contact messenger (telegram, discord, whatsapp) is linked', () => {
    expect(needsSocialVerification(user())).toBe(true);
    expect(needsSocialVerification(user({ socialAccounts: [{ provider: 'google' }, { provider: 'phone' }] }))).toBe(true);
    expect(needsSocialVerification(user({ socialAccounts: null }))).toBe(true);
  });

  it('does not apply when telegram, discord or whatsapp is linked', () => {
    expect(needsSocialVerification(user({ socialAccounts: [{ provider: 'telegram' }] }))).toBe(false);
    expect(needsSocialVerification(user({ socialAccounts: [{ provider: 'phone' }, { provider: 'whatsapp' }] }))).toBe(false);
    expect(needsSocialVerification(user({ socialAccounts: [{ provider: 'google' }, { provider: 'discord' }] }))).toBe(false);
  });

  it('does not apply without a stored user', () => {
    expect(needsSocialVerification(null)).toBe(false);
  });
});

describe('mobile sidebar', () => {
  it('gives guests the main links and login/register only', () => {
    const nav = mobileSidebarNav(guest);
    expect(nav.links).toBe(MAIN_NAV);
    expect(nav.guestActions).toBe(GUEST_ACTIONS);
    expect(nav.account).toEqual([]);
    expect(nav.verifySocials).toBeNull();
    expect(nav.createTeam).toBeNull();
    expect(nav.showLogout).toBe(false);
  });

  it('adds account links, create team and exit for logged-in users', () => {
    const nav = mobileSidebarNav(signedIn({ socialAccounts: [{ provider: 'telegram' }] }));
    expect(nav.guestActions).toEqual([]);
    expect(nav.account).toHaveLength(5);
    expect(nav.createTeam?.path).toBe('/my-teams?create=1');
    expect(nav.verifySocials).toBeNull();
    expect(nav.showLogout).toBe(true);
  });

  it('adds the verify-socials shortcut to the safety tab when no contact social is linked', () => {
    expect(mobileSidebarNav(signedIn()).verifySocials?.path).toBe('/settings-new?tab=safety');
    expect(VERIFY_SOCIALS_PATH).toBe('/settings-new?tab=safety');
    expect(CREATE_TEAM_PATH).toBe('/my-teams?create=1');
  });
});

describe('bottom bar', () => {
  it('shows home, matches, tournaments, applications and profile to logged-in users on a phone', () => {
    expect(bottomBarItems(signedIn(), true).map((i) => [i.id, i.path])).toEqual([
      ['home', '/'],
      ['matches', '/matches'],
      ['tournaments', '/esports-mobile-tournaments'],
      ['applications', '/applications'],
      ['profile', '/user/ayan-22'],
    ]);
  });

  it('is hidden for guests and on larger screens', () => {
    expect(bottomBarItems(guest, true)).toEqual([]);
    expect(bottomBarItems(signedIn(), false)).toEqual([]);
  });

  it('has no profile item while no profile is stored', () => {
    expect(bottomBarItems({ authenticated: true, user: null }, true).map((i) => i.id)).not.toContain('profile');
  });
});

describe('footer', () => {
  it('has the main links, the external about link and three documents', () => {
    const nav = footerNav();
    expect(nav.links).toBe(MAIN_NAV);
    expect(nav.about.href).toBe(ABOUT_URL);
    expect(nav.about.href).toMatch(/^https:\/\//);
    expect(paths(nav.documents)).toEqual([
      '/agreements?docId=privacy-policy',
      '/agreements?docId=user-agreement',
      '/agreements?docId=cookie-policy',
    ]);
  });
});

describe('exit', () => {
  it('leads to the login-by-number page', () => {
    expect(LOGOUT_TARGET).toBe('/login/number');
  });
});

describe('account statistics', () => {
  const profile = {
    ratingPubgMobile: { rating: 1520 },
    game_profiles: [
      { game_id: 3, level: { number: 9 } },
      { game_id: 1, level: { number: 31 } },
    ],
  };

  it('reads the rating, the level of game id 1 and the K/D', () => {
    expect(accountStats(profile, 2.35)).toEqual({ rating: 1520, level: 31, kd: 2.35 });
  });

  it('gives null for whatever is unavailable', () => {
    expect(accountStats(null, null)).toEqual({ rating: null, level: null, kd: null });
    expect(accountStats({ ratingPubgMobile: null, game_profiles: [{ game_id: 3, level: { number: 4 } }] }, Number.NaN)).toEqual({
      rating: null,
      level: null,
      kd: null,
    });
    expect(accountStats({ game_profiles: [{ game_id: 1, level: null }] }, null).level).toBeNull();
  });

  it('reads data.pubg_mobile.kdr of the match-kill statistics', () => {
    expect(kdrFromStatistics({ pubg_mobile: { kdr: 1.8 } })).toBe(1.8);
    expect(kdrFromStatistics({ pubg_mobile: { kdr: '0.75' } })).toBe(0.75);
    expect(kdrFromStatistics({ pubg_mobile: { kdr: '' } })).toBeNull();
    expect(kdrFromStatistics({ pubg_mobile: { kdr: 'n/a' } })).toBeNull();
    expect(kdrFromStatistics({ pubg_mobile: null })).toBeNull();
    expect(kdrFromStatistics({})).toBeNull();
    expect(kdrFromStatistics(null)).toBeNull();
  });
});
