import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { apiWithConfig, authResponse } from '../../../testing/auth-fixtures';
import { SocialSignIn } from './SocialSignIn';

const discord = { client_id: '1200', authorize_url: 'https://discord.com/oauth2/authorize', scope: 'identify email' };

describe('social sign-in', () => {
  afterEach(() => jest.restoreAllMocks());

  it("says 'Не удалось открыть окно Discord' when the popup is blocked", async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderWithProviders(<SocialSignIn />, { route: '/Login', fetch: apiWithConfig({ discord }).fetch });
    await user.click(await screen.findByRole('button', { name: 'Войти через Discord' }));
    expect(await screen.findByText('Не удалось открыть окно Discord')).toBeInTheDocument();
  });

  it('renders Google’s button slot with a client id and Telegram’s widget with a bot', async () => {
    await renderWithProviders(<SocialSignIn />, { route: '/en/Login', fetch: apiWithConfig({ google: { client_id: '1234.apps.googleusercontent.com' }, telegram: { bot_username: 'esports_portal_bot' } }).fetch });
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
    const widget = screen.getByTestId('telegram-login').querySelector('script');
    expect(widget?.getAttribute('data-telegram-login')).toBe('esports_portal_bot');
    expect(widget?.getAttribute('data-onauth')).toMatch(/^portalTelegramAuth_\w+\(user\)$/);
    expect(document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });

  it('signs in with the Telegram widget result and goes to /ru/; a failure toasts login_page.login_teg_unsuccess', async () => {
    const api = apiWithConfig({ telegram: { bot_username: 'esports_portal_bot' } })
      .on('POST', '/auth/social/telegram/login', { status: 422, body: { message: 'x', code: 'auth.telegram_data_invalid' } }, { body: { data: { ...authResponse(), created: false } } });
    const { location } = await renderWithProviders(<SocialSignIn />, { route: '/en/Login', fetch: api.fetch, routes: [{ path: '/ru/', element: <p>home</p> }] });
    const widget = (await screen.findByTestId('telegram-login')).querySelector('script');
    const callback = (window as unknown as Record<string, (user: Record<string, unknown>) => void>)[(widget?.getAttribute('data-onauth') ?? '').replace('(user)', '')];
    const user = { id: 42, first_name: 'Ayan', auth_date: 1_700_000_000, hash: 'f'.repeat(64) };
    await act(async () => callback?.(user));
    expect(await screen.findByText('Signing in with Telegram failed.')).toBeInTheDocument();
    await act(async () => callback?.(user));
    await waitFor(() => expect(location().pathname).toBe('/ru/'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([user, user]);
  });

  it('offers no provider the server has not configured, and never developer text', async () => {
    const { container } = await renderWithProviders(<SocialSignIn />, { route: '/en/Login', fetch: apiWithConfig({ telegram: { bot_username: 'esports_portal_bot' } }).fetch });
    expect(await screen.findByTestId('telegram-login')).toBeInTheDocument();
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(screen.queryByTestId('google-missing')).toBeNull();
    expect(screen.queryByRole('button', { name: /Discord/ })).toBeNull();
    expect(container.textContent).not.toMatch(/client ID/i);
  });

  it('a Telegram sign-in begun on another page goes back to it instead of /ru/', async () => {
    const api = apiWithConfig({ telegram: { bot_username: 'esports_portal_bot' } }).on('POST', '/auth/social/telegram/login', { body: { data: { ...authResponse(), created: false } } });
    const { location } = await renderWithProviders(<SocialSignIn />, {
      route: '/en/Login',
      fetch: api.fetch,
      storage: { session: { return_path: '/votes' } },
      routes: [{ path: '/en/votes', element: <p>votes</p> }],
    });
    const widget = (await screen.findByTestId('telegram-login')).querySelector('script');
    const callback = (window as unknown as Record<string, (user: Record<string, unknown>) => void>)[(widget?.getAttribute('data-onauth') ?? '').replace('(user)', '')];
    await act(async () => callback?.({ id: 42, first_name: 'Ayan', auth_date: 1_700_000_000, hash: 'f'.repeat(64) }));
    await waitFor(() => expect(location().pathname).toBe('/en/votes'));
    expect(window.sessionStorage.getItem('return_path')).toBeNull();
  });
});
