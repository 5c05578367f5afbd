import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/shared/i18n';
import { storedLanguageAtom } from '@portal/shared/state';
import { currentUrl, renderShell } from '../testing/render-shell';
import { serveFakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => serveFakeRemotes());

describe('locale redirects through the real route tree (spec section 2)', () => {
  it('drops the ru prefix and keeps the query', async () => {
    const { router } = await renderShell('/ru/News?x=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/News?x=1'));
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'news.list');
  });

  it('sends /ru alone to the home page', async () => {
    const { router } = await renderShell('/ru');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('permanently moves /{xx}/user-new/{rest} to /{xx}/user/{rest}', async () => {
    const { router } = await renderShell('/en/user-new/ayan-22?tab=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/user/ayan-22?tab=1'));
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'user');
  });

  it('serves the other locales under their prefix, in their language', async () => {
    await renderShell('/kk/News');
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'news.list');
    await waitFor(() => expect(i18n.language).toBe('kk'));
    const news = screen.getByTestId('nav-news');
    expect(news).toHaveTextContent('Жаңалықтар');
    expect(news).toHaveAttribute('href', '/kk/News');
  });
});

describe('languages other than the start-up one', () => {
  it('opens the unprefixed ru pages after starting in another language', async () => {
    const { router, user } = await renderShell('/kk/News');
    await screen.findByTestId('remote-page');
    await user.click(within(screen.getByTestId('language-switcher')).getByRole('link', { name: 'RU' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/News'));
    await waitFor(() => expect(screen.getByTestId('nav-news')).toHaveTextContent('Новости'));
    expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'news.list');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('finds the pages and the 404 of a language reached by a link, and still those of the first', async () => {
    const { router } = await renderShell('/en/News');
    await screen.findByTestId('remote-page');
    await act(() => router.navigate('/uz/esports-mobile-tournaments'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'tournaments.list'));
    await act(() => router.navigate('/tr/nothing-here'));
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Sayfa bulunamadı: /tr/nothing-here');
    await act(() => router.navigate('/en/News'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'news.list'));
  });
});

describe('layouts', () => {
  it('frames content pages with header and footer (default layout)', async () => {
    const { container } = await renderShell('/News');
    await screen.findByTestId('remote-page');
    expect(container.querySelector('[data-layout="default"]')).not.toBeNull();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('uses the newer default layout with a hero zone for the tournament lists', async () => {
    const { container } = await renderShell('/esports-mobile-tournaments/MLBB');
    await screen.findByTestId('remote-page');
    expect(container.querySelector('[data-layout="newDefault"]')).not.toBeNull();
    expect(screen.getByTestId('hero-zone')).toContainElement(screen.getByTestId('remote-page'));
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('shows login pages in the auth layout: a card with logo and language switcher, no header nav', async () => {
    const { container } = await renderShell('/en/login/number');
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'login.number');
    expect(container.querySelector('[data-layout="auth"]')).not.toBeNull();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.getByTestId('site-logo')).toHaveAttribute('href', '/en');
    expect(within(screen.getByTestId('language-switcher')).getByRole('link', { name: 'RU' })).toHaveAttribute('href', '/login/number');
  });

  it('matches route paths case-insensitively, as the original links do', async () => {
    await renderShell('/login');
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'login');
  });
});

describe('404', () => {
  it("shows 'Страница не найдена: {path}' inside the error layout", async () => {
    const { container } = await renderShell('/no/such/page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Страница не найдена: /no/such/page');
    expect(container.querySelector('[data-layout="error"]')).not.toBeNull();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(document.title).toBe('Страница не найдена — Мобильный киберспорт');
  });

  it('speaks the language of the address', async () => {
    await renderShell('/en/nothing-here');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found: /en/nothing-here');
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en');
  });
});

describe('document titles', () => {
  it('names the page after its route, in the current language', async () => {
    await renderShell('/News');
    await screen.findByTestId('remote-page');
    expect(document.title).toBe('Новости — Мобильный киберспорт');
  });

  it('follows a language change', async () => {
    const { user } = await renderShell('/esports-mobile-tournaments');
    await screen.findByTestId('remote-page');
    expect(document.title).toBe('Турниры — Мобильный киберспорт');
    await user.click(within(screen.getByTestId('language-switcher')).getByRole('link', { name: 'TR' }));
    await waitFor(() => expect(document.title).toBe('Turnuvalar — Mobil E-spor'));
  });
});

describe('language switcher in the portal', () => {
  it('opens the same page in the chosen language, shell and remote texts together', async () => {
    const { router, user, store } = await renderShell('/News?page=2');
    await screen.findByTestId('remote-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Новости');
    await user.click(within(screen.getByTestId('language-switcher')).getByRole('link', { name: 'EN' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/News?page=2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News'));
    const tournaments = screen.getByTestId('nav-tournaments');
    expect(tournaments).toHaveTextContent('Tournaments');
    expect(tournaments).toHaveAttribute('href', '/en/esports-mobile-tournaments');
    expect(store.get(storedLanguageAtom)).toBe('en');
  });
});
