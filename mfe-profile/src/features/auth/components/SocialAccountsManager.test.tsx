import { act, screen, waitFor, within } from '@testing-library/react';
import type { AuthConfig, SessionUser } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { sessionUserAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import '../../../routes';
import { SocialAccountsManager } from './SocialAccountsManager';

const config: AuthConfig = { bot_check: { driver: 'none' }, google: null, discord: { client_id: '1200', authorize_url: 'https://discord.com/oauth2/authorize', scope: 'identify email' }, telegram: { bot_username: 'esports_portal_bot' }, messengers: ['telegram', 'whatsapp'], dev_outbox: true };
const google = { id: 7, provider: 'google' as const, primary: false, data: { email: 'ayan@gmail.com' }, verified_at: '2026-01-01T00:00:00.000Z' };
const phone = { id: 8, provider: 'phone' as const, primary: true, data: { phone: '+77011234567' }, verified_at: '2026-01-01T00:00:00.000Z' };

function setup(user: SessionUser, extra: (api: ReturnType<typeof createFakeApi>) => void = () => undefined) {
  const api = createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: config } }).on('GET', '/user/profile', { body: { data: user } });
  extra(api);
  return api;
}
/** The manager as the safety tab shows it, with the stored user. */
function Manager() {
  const user = useAtomValue(sessionUserAtom);
  return user ? <SocialAccountsManager user={user} /> : null;
}
const ROUTE = '/en/settings-new';

describe('the social accounts of the safety tab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists Telegram, Discord, WhatsApp and Google (and the e-mail and phone signed in with) with what attaches each', async () => {
    const user = makeSessionUser({ email: 'ayan@example.kz', socialAccounts: [google, phone] });
    await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: setup(user).fetch });
    const rows = [...screen.getByTestId('social-accounts').querySelectorAll('li')].map((li) => [li.getAttribute('data-provider'), li.getAttribute('data-linked')]);
    expect(rows).toEqual([
      ['telegram', 'false'],
      ['discord', 'false'],
      ['whatsapp', 'false'],
      ['google', 'true'],
      ['email', 'true'],
      ['phone', 'true'],
    ]);
    const email = screen.getByTestId('social-accounts').querySelector('[data-provider="email"]') as HTMLElement;
    expect(within(email).getByText('ayan@example.kz')).toBeInTheDocument();
    expect(within(email).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('social-accounts')).getByText('+77011***67')).toBeInTheDocument();
    expect(await screen.findByTestId('telegram-login')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeInTheDocument();
  });

  it('detaches an account and keeps the answered profile', async () => {
    const user = makeSessionUser({ socialAccounts: [google, phone] });
    const after = makeSessionUser({ socialAccounts: [phone] });
    const api = setup(user, (a) => a.on('POST', '/user/profile/social-account/detach/7', { body: { data: after } }));
    const { user: u, store } = await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: api.fetch });
    await u.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText('Google is unlinked')).toBeInTheDocument();
    expect(store.get(sessionUserAtom)?.socialAccounts).toEqual([phone]);
  });

  it('refuses to detach while bans are in force, without asking the server', async () => {
    const user = makeSessionUser({ socialAccounts: [google], currentBans: [{ id: 1, reason: 'spam', expires_at: null }] });
    const api = setup(user);
    const { user: u } = await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: api.fetch });
    await u.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText('Not available: the profile is under a ban.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('links WhatsApp with a 4-digit code and confirms it where the user is', async () => {
    const user = makeSessionUser({ socialAccounts: [] });
    const linked = makeSessionUser({ socialAccounts: [{ id: 9, provider: 'whatsapp', primary: false, data: { phone: '+998901234567' }, verified_at: null }] });
    const api = setup(user, (a) =>
      a
        .on('POST', '/v1/client/whatsapp/attach', { body: { data: { request_id: 'Qm9vdHN0cmFwUmVxdWVzdElk', channel: 'whatsapp', expires_in: 600, resend_in: 120 } } })
        .on('POST', '/v1/client/whatsapp/send-code/verify-whatsapp', { body: { data: linked } }),
    );
    const { user: u, location } = await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: api.fetch });
    const row = screen.getByTestId('social-accounts').querySelector('[data-provider="whatsapp"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Link' })).toBeEnabled());
    await u.click(within(row).getByRole('button', { name: 'Link' }));
    const modal = screen.getByRole('dialog', { name: 'Link WhatsApp' });
    await u.click(within(modal).getByRole('button', { name: 'Get the code' }));
    expect(within(modal).getByText('Enter a phone number.')).toBeInTheDocument();
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Country' }), 'uz');
    await u.type(within(modal).getByLabelText('WhatsApp number'), ' 90 123 45 67 ');
    await u.click(within(modal).getByRole('button', { name: 'Get the code' }));
    expect(await within(modal).findByText('The code was sent by WhatsApp to +99890***67.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === '/v1/client/whatsapp/attach')?.body).toEqual({ phone: '+998901234567', country_code: 'UZ', number_code: '+998', g_recaptcha_response: 'bot-check-disabled' });
    const boxes = within(modal).getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    expect(boxes[0]).toHaveStyle({ width: '56px' });
    const approve = within(modal).getByRole('button', { name: 'Confirm' });
    expect(approve).toBeDisabled();
    await u.type(boxes[0] as HTMLElement, '4821');
    expect(approve).toBeEnabled();
    await u.click(approve);
    expect(await screen.findByText('WhatsApp is linked')).toBeInTheDocument();
    expect(location().pathname).toBe(ROUTE);
    await waitFor(() => expect(screen.getByTestId('social-accounts').querySelector('[data-provider="whatsapp"]')).toHaveAttribute('data-linked', 'true'));
    expect(window.sessionStorage.getItem('whatsapp_attach_pending')).toBeNull();
    expect(api.calls.find((c) => c.url === '/v1/client/whatsapp/send-code/verify-whatsapp')?.body).toEqual({ phone: '+998901234567', country_code: 'UZ', number_code: '+998', code: '4821' });
  });

  it('attaches Telegram from the widget and stays; an account of someone else gives account_already_linked', async () => {
    const user = makeSessionUser({ socialAccounts: [] });
    const api = setup(user, (a) =>
      a.on(
        'POST',
        '/user/profile/social-account/attach/telegram',
        { status: 409, body: { message: 'This account is already linked to another account.', code: 'new_profile_settings.account_already_linked' } },
        { body: { data: makeSessionUser({ socialAccounts: [{ id: 3, provider: 'telegram', primary: false, data: { username: 'ayan' }, verified_at: null }] }) } },
      ),
    );
    const { location } = await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: api.fetch });
    const widget = (await screen.findByTestId('telegram-login')).querySelector('script');
    const callback = (window as unknown as Record<string, (data: Record<string, unknown>) => void>)[(widget?.getAttribute('data-onauth') ?? '').replace('(user)', '')];
    await act(async () => callback?.({ id: 1, auth_date: 1, hash: 'f'.repeat(64) }));
    expect(await screen.findByText('This account is already linked to another account.')).toBeInTheDocument();
    await act(async () => callback?.({ id: 1, auth_date: 1, hash: 'f'.repeat(64) }));
    expect(await screen.findByText('Telegram is linked')).toBeInTheDocument();
    expect(location().pathname).toBe(ROUTE);
  });

  it("Discord: a blocked popup says 'Не удалось открыть окно Discord'", async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const user = makeSessionUser({ socialAccounts: [] });
    const { user: u } = await renderWithProviders(<Manager />, { route: '/settings-new', session: { token: 't', user }, fetch: setup(user).fetch });
    const row = screen.getByTestId('social-accounts').querySelector('[data-provider="discord"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Привязать' })).toBeEnabled());
    await u.click(within(row).getByRole('button', { name: 'Привязать' }));
    expect(await screen.findByText('Не удалось открыть окно Discord')).toBeInTheDocument();
  });

  it('a provider the server has not configured is not linkable and says why; Google shows no developer text', async () => {
    const bare = { ...config, discord: null, telegram: null, google: null, messengers: [] };
    const user = makeSessionUser({ socialAccounts: [] });
    const api = createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: bare } }).on('GET', '/user/profile', { body: { data: user } });
    await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: api.fetch });
    for (const provider of ['telegram', 'discord', 'whatsapp', 'google']) {
      const reason = await screen.findByTestId(`social-${provider}-unavailable`);
      expect(reason).toHaveTextContent('temporarily unavailable');
      const row = screen.getByTestId('social-accounts').querySelector(`[data-provider="${provider}"]`) as HTMLElement;
      expect(within(row).getByRole('button', { name: 'Link' })).toBeDisabled();
      expect(within(row).getByRole('button', { name: 'Link' })).toHaveAccessibleDescription(reason.textContent ?? '');
    }
    expect(screen.getByTestId('social-accounts').textContent).not.toMatch(/client ID/i);
  });

  it('reopening the WhatsApp sheet resumes the code already sent, with the time left and no raw template', async () => {
    const user = makeSessionUser({ socialAccounts: [] });
    const pending = { userId: user.id, phone: '+998901234567', country: 'UZ', number: '901234567', expiresAt: Date.now() + 500_000, resendAt: Date.now() + 90_000 };
    const { user: u } = await renderWithProviders(<Manager />, {
      route: ROUTE,
      session: { token: 't', user },
      fetch: setup(user).fetch,
      storage: { session: { whatsapp_attach_pending: JSON.stringify(pending) } },
    });
    const row = screen.getByTestId('social-accounts').querySelector('[data-provider="whatsapp"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Link' })).toBeEnabled());
    await u.click(within(row).getByRole('button', { name: 'Link' }));
    const modal = screen.getByRole('dialog', { name: 'Link WhatsApp' });
    expect(await within(modal).findByText('The code was sent by WhatsApp to +99890***67.')).toBeInTheDocument();
    expect(within(modal).getAllByRole('textbox')).toHaveLength(4);
    expect(within(modal).getByRole('timer')).toHaveTextContent(/1:(29|30)/);
    expect(modal.textContent).not.toContain('{{');
    window.sessionStorage.clear();
  });

  it('a number asked for again too early goes to the code already on its way, counting down what the server says', async () => {
    const user = makeSessionUser({ socialAccounts: [] });
    const api = setup(user, (a) =>
      a.on('POST', '/v1/client/whatsapp/attach', { status: 429, headers: { 'Retry-After': '75' }, body: { message: 'A new code can be requested in 75 s.', code: 'otp.resend_too_early' } }),
    );
    const { user: u } = await renderWithProviders(<Manager />, { route: ROUTE, session: { token: 't', user }, fetch: api.fetch });
    const row = screen.getByTestId('social-accounts').querySelector('[data-provider="whatsapp"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Link' })).toBeEnabled());
    await u.click(within(row).getByRole('button', { name: 'Link' }));
    const modal = screen.getByRole('dialog', { name: 'Link WhatsApp' });
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Country' }), 'uz');
    await u.type(within(modal).getByLabelText('WhatsApp number'), '901234567');
    await u.click(within(modal).getByRole('button', { name: 'Get the code' }));
    expect(await within(modal).findByText('The code was sent by WhatsApp to +99890***67.')).toBeInTheDocument();
    expect(within(modal).getByRole('timer')).toHaveTextContent(/1:1[45]/);
    await u.click(within(modal).getByRole('button', { name: 'Another number' }));
    expect(within(modal).getByLabelText('WhatsApp number')).toBeInTheDocument();
    window.sessionStorage.clear();
  });
});
