import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@portal/shared/contracts';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { createFakeApi, makeSessionUser } from '@portal/shared/testing';
import { clickAndSettle, currentUrl, emulateScreen, renderShell } from '../testing/render-shell';
import { serveFakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const player = (overrides: Partial<SessionUser> = {}) =>
  makeSessionUser({
    id: 42,
    slug: 'ayan',
    username: 'Ayan',
    ratingPubgMobile: { rating: 1520 },
    game_profiles: [
      { game_id: 3, nick: 'ayan-ml', level: { number: 8 } },
      { game_id: 1, nick: 'ayan-pubg', level: { number: 31 } },
    ],
    socialAccounts: [],
    ...overrides,
  });
const signedIn = (user = player()) => ({ token: 'token-1', user });
const kdPath = '/v1/client/user/match-kill-statistics';
const notificationPage = (unread: number) => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: unread, from: null, to: null, unread_count: unread } });

beforeEach(() => {
  serveFakeRemotes();
  emulateScreen({ mobile: false });
});

describe('header for guests', () => {
  it('links the main sections and offers login and register, without an avatar', async () => {
    await renderShell('/News');
    const header = screen.getByTestId('site-header');
    expect(screen.getByTestId('nav-tournaments')).toHaveAttribute('href', '/esports-mobile-tournaments');
    expect(screen.getByTestId('nav-watch')).toHaveAttribute('href', '/watch');
    expect(screen.getByTestId('nav-help')).toHaveAttribute('href', '/Help');
    expect(screen.getByTestId('nav-news')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('nav-rating')).toHaveAttribute('href', '/rating');
    expect(screen.getByTestId('nav-votes')).toHaveAttribute('href', '/votes');
    // Signing in from a page comes back to it.
    expect(within(header).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/Login?back=%2FNews');
    expect(screen.getByTestId('header-register')).toHaveAttribute('href', '/Registration?back=%2FNews');
    expect(screen.queryByTestId('account-button')).not.toBeInTheDocument();
    expect(within(header).getByTestId('site-logo')).toHaveAttribute('href', '/');
  });

  it('opens a mobile menu with the main links and login/register only', async () => {
    const { user } = await renderShell('/en/News');
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByTestId('menu-votes')).toHaveAttribute('href', '/en/votes');
    expect(within(menu).getByTestId('menu-login')).toHaveAttribute('href', '/en/Login?back=%2FNews');
    expect(within(menu).getByTestId('menu-register')).toHaveAttribute('href', '/en/Registration?back=%2FNews');
    expect(within(menu).queryByTestId('verify-socials')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('create-team')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('menu-logout')).not.toBeInTheDocument();
  });

  it('shows no bottom bar, even on a phone', async () => {
    emulateScreen({ mobile: true });
    await renderShell('/News');
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
  });
});

describe('header and account sidebar for logged-in users', () => {
  it('shows the avatar instead of login and register', async () => {
    await renderShell('/News', { session: signedIn() });
    expect(screen.getByTestId('account-button')).toHaveAttribute('aria-label', 'Открыть меню профиля');
    expect(screen.queryByTestId('header-login')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-register')).not.toBeInTheDocument();
  });

  it('opens the right sidebar with account links, stats with K/D, social links and exit', async () => {
    const api = createFakeApi()
      .on('GET', kdPath, { body: { data: { pubg_mobile: { kdr: 1.8 } } } })
      .on('GET', '/team', { body: { data: [] } })
      .on('GET', '/user/notification', { body: notificationPage(3) });
    const { user } = await renderShell('/en/News', { session: signedIn(), fetch: api.fetch });
    // Before the sidebar opens only the bell asks for something (its unread count).
    await waitFor(() => expect(api.calls.map((call) => call.url)).toEqual(['/user/notification?page=1']));
    await user.click(screen.getByTestId('account-button'));
    const sidebar = screen.getByRole('dialog', { name: 'My account' });
    expect(screen.getByTestId('account-button')).toHaveAttribute('aria-expanded', 'true');
    const links = ['profile', 'teams', 'my-tournaments', 'applications', 'settings'].map((id) =>
      within(sidebar).getByTestId(`account-${id}`).getAttribute('href'),
    );
    expect(links).toEqual(['/en/user/ayan', '/en/my-teams', '/en/applications', '/en/entries', '/en/settings-new']);
    expect(within(sidebar).getByTestId('stat-rating')).toHaveTextContent('1,520');
    expect(within(sidebar).getByTestId('stat-level')).toHaveTextContent('31');
    expect(await within(sidebar).findByText('1.80')).toBeInTheDocument();
    expect(await within(sidebar).findByTestId('onboarding-checklist')).toHaveTextContent('Link Telegram, Discord or WhatsApp');
    // The checklist also asks whether the player's teams have applied (its last step).
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /team', 'GET /v1/client/tournament-entries', '/user/notification?page=1', `GET ${kdPath}`].map((call) => (call.startsWith('/') ? `GET ${call}` : call)).sort()),
    );
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications, 3 unread');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    expect(api.calls.every((call) => call.headers.Authorization === 'Bearer token-1')).toBe(true);
    expect(within(sidebar).getAllByRole('link', { name: /Telegram|Discord|TikTok|Instagram|YouTube/ })).toHaveLength(5);
    expect(within(sidebar).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('links the profile by id when the user has no slug, and shows dashes for missing stats', async () => {
    const api = createFakeApi()
      .on('GET', kdPath, { status: 500, body: { message: 'oops' } })
      .on('GET', '/team', { body: { data: [] } })
      .on('GET', '/user/notification', { body: notificationPage(0) });
    const user = player({ slug: null, ratingPubgMobile: null, game_profiles: [] });
    const view = await renderShell('/News', { session: signedIn(user), fetch: api.fetch });
    await view.user.click(screen.getByTestId('account-button'));
    const sidebar = screen.getByTestId('account-sidebar');
    expect(within(sidebar).getByTestId('account-profile')).toHaveAttribute('href', '/user/42');
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    for (const id of ['stat-rating', 'stat-level', 'stat-kd']) {
      expect(within(sidebar).getByTestId(id)).toHaveTextContent('—нет данных');
    }
  });

  it('closes on Escape and gives the focus back to the avatar', async () => {
    const api = createFakeApi().on('GET', kdPath, { body: { data: { pubg_mobile: { kdr: 2 } } } });
    const { user } = await renderShell('/News', { session: signedIn(), fetch: api.fetch });
    await user.click(screen.getByTestId('account-button'));
    expect(screen.getByTestId('account-sidebar')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('account-sidebar')).not.toBeInTheDocument();
    expect(screen.getByTestId('account-button')).toHaveFocus();
  });

  it('exits: logout call, cleared session, login-by-number page in the current language', async () => {
    const api = createFakeApi()
      .on('GET', kdPath, { body: { data: { pubg_mobile: { kdr: 2 } } } })
      .on('POST', '/auth/logout', { status: 204 });
    const { user, router, store } = await renderShell('/kk/News', { session: signedIn(), fetch: api.fetch });
    await user.click(screen.getByTestId('account-button'));
    await clickAndSettle(screen.getByTestId('logout'));
    await waitFor(() => expect(currentUrl(router)).toBe('/kk/login/number'));
    expect(api.calls.find((c) => c.url === '/auth/logout')?.headers.Authorization).toBe('Bearer token-1');
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(screen.queryByTestId('account-sidebar')).not.toBeInTheDocument();
  });

  it('exits even when the logout call fails', async () => {
    const api = createFakeApi().on('POST', '/auth/logout', { status: 500, body: { message: 'down' } });
    const { user, router, store } = await renderShell('/News', { session: signedIn(), fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await clickAndSettle(screen.getByTestId('menu-logout'));
    await waitFor(() => expect(currentUrl(router)).toBe('/login/number'));
    expect(store.get(authTokenAtom)).toBeNull();
  });
});

describe('mobile menu for logged-in users', () => {
  it("adds the 'verify socials' shortcut when neither Telegram nor Discord is linked, and create team", async () => {
    const { user } = await renderShell('/uz/News', { session: signedIn() });
    await user.click(screen.getByTestId('menu-button'));
    const menu = screen.getByTestId('mobile-sidebar');
    expect(within(menu).getByTestId('verify-socials')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(menu).getByTestId('verify-socials')).toHaveTextContent('Ijtimoiy tarmoqlarni tasdiqlang');
    expect(within(menu).getByTestId('create-team')).toHaveAttribute('href', '/uz/my-teams?create=1');
    expect(within(menu).getByTestId('menu-account-teams')).toHaveAttribute('href', '/uz/my-teams');
    expect(within(menu).getByTestId('menu-tournaments')).toHaveAttribute('href', '/uz/esports-mobile-tournaments');
    expect(within(menu).queryByTestId('menu-login')).not.toBeInTheDocument();
  });

  it("opens the verify-socials modal: why, the messengers this deployment can link, and the way to the settings' safety tab", async () => {
    const config = { bot_check: { driver: 'none' }, google: null, discord: null, telegram: { bot_username: 'portal_bot' }, messengers: ['whatsapp'], dev_outbox: false };
    const api = createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: config } });
    const { user, router } = await renderShell('/en/News', { session: signedIn(), fetch: api.fetch });
    await user.click(screen.getByTestId('menu-button'));
    await user.click(screen.getByTestId('verify-socials'));
    const modal = await screen.findByTestId('verify-socials-modal');
    expect(modal).toHaveTextContent('only players with a linked messenger can be chosen for an application');
    expect(await within(modal).findByTestId('verify-socials-messengers')).toHaveTextContent('TelegramWhatsApp');
    expect(within(modal).queryByText('Discord')).not.toBeInTheDocument();
    await user.click(within(modal).getByTestId('verify-socials-link'));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/settings-new?tab=safety'));
    expect(screen.queryByTestId('verify-socials-modal')).not.toBeInTheDocument();
  });

  it('says when no messenger can be linked on this deployment, and offers no link', async () => {
    const config = { bot_check: { driver: 'none' }, google: null, discord: null, telegram: null, messengers: [], dev_outbox: false };
    const api = createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: config } });
    const { user } = await renderShell('/en/News', { session: signedIn(), fetch: api.fetch });
    await user.click(screen.getByTestId('menu-button'));
    await user.click(screen.getByTestId('verify-socials'));
    const modal = await screen.findByTestId('verify-socials-modal');
    expect(await within(modal).findByRole('status')).toHaveTextContent('temporarily unavailable');
    expect(within(modal).getByTestId('verify-socials-link')).toBeDisabled();
  });

  it('leaves the shortcut out once Telegram or Discord is linked', async () => {
    const linked = player({ socialAccounts: [{ id: 1, provider: 'discord', primary: true, data: null, verified_at: null }] });
    const { user } = await renderShell('/News', { session: signedIn(linked) });
    await user.click(screen.getByTestId('menu-button'));
    expect(screen.queryByTestId('verify-socials')).not.toBeInTheDocument();
    expect(screen.getByTestId('create-team')).toBeInTheDocument();
  });

  it('closes when one of its links is followed', async () => {
    const { user, router } = await renderShell('/News', { session: signedIn() });
    await user.click(screen.getByTestId('menu-button'));
    await clickAndSettle(screen.getByTestId('menu-watch'));
    await waitFor(() => expect(currentUrl(router)).toBe('/watch'));
    expect(screen.queryByTestId('mobile-sidebar')).not.toBeInTheDocument();
  });
});

describe('bottom bar', () => {
  it('shows home, matches, tournaments, applications and profile to logged-in users on a phone', async () => {
    emulateScreen({ mobile: true });
    await renderShell('/tr/matches', { session: signedIn() });
    const bar = screen.getByRole('navigation', { name: 'Hızlı gezinme' });
    const items = within(bar).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/tr', '/tr/matches', '/tr/esports-mobile-tournaments', '/tr/applications', '/tr/user/ayan']);
    expect(within(bar).getByTestId('bottom-matches')).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByTestId('bottom-home')).not.toHaveAttribute('aria-current');
  });

  it('counts on the applications item the applications waiting for my answer', async () => {
    emulateScreen({ mobile: true });
    const entry = (id: number, myStatus: string | null, code = 'await') => ({ id, my_status: myStatus, status: { code } });
    const api = createFakeApi()
      .on('GET', '/user/notification?page=1', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null, unread_count: 0 } } })
      .on('GET', '/v1/client/tournament-entries', { body: { data: [entry(1, 'pending'), entry(2, 'pending'), entry(3, 'approved'), entry(4, 'pending', 'rejected')] } });
    await renderShell('/en/matches', { session: signedIn(), fetch: api.fetch });
    const item = screen.getByTestId('bottom-applications');
    expect(await within(item).findByTestId('bottom-applications-count')).toHaveTextContent('2');
    expect(item).toHaveAccessibleName('Applications 2 waiting for your answer');
  });

  it('steps aside while a text field has focus and comes back on blur', async () => {
    emulateScreen({ mobile: true });
    await renderShell('/en/matches', { session: signedIn() });
    const search = screen.getByTestId('header-search');
    const inset = () => document.documentElement.style.getPropertyValue('--portal-bottom-inset');
    expect(screen.getByTestId('bottom-bar')).toBeVisible();
    // Toasts sit above the bar while it shows.
    expect(inset()).toBe('calc(64px + env(safe-area-inset-bottom))');
    act(() => search.focus());
    expect(screen.getByTestId('bottom-bar')).not.toBeVisible();
    expect(inset()).toBe('');
    act(() => search.blur());
    expect(screen.getByTestId('bottom-bar')).toBeVisible();
    expect(inset()).not.toBe('');
  });

  it('is not shown on larger screens', async () => {
    await renderShell('/News', { session: signedIn() });
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the main links, the external about link, three documents and the language switcher', async () => {
    await renderShell('/en/News');
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByRole('link', { name: 'Votes' })).toHaveAttribute('href', '/en/votes');
    const about = within(footer).getByTestId('footer-about');
    expect(about).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/agreements?docId=privacy-policy');
    expect(within(footer).getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/en/agreements?docId=user-agreement');
    expect(within(footer).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/agreements?docId=cookie-policy');
    expect(within(footer).getByTestId('language-switcher')).toBeInTheDocument();
  });
});
