import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { authTokenAtom, inviteHashAtom, roleNameAtom, sessionUserAtom } from '@portal/shared/state';
import '../../routes';
import { apiWithConfig, authResponse, flowStorage } from '../../testing/auth-fixtures';
import LoginEmailPage from './LoginEmailPage';
import LoginEmailPasswordPage from './LoginEmailPasswordPage';
import LoginNumberPage from './LoginNumberPage';
import LoginNumberPasswordPage from './LoginNumberPasswordPage';
import LoginPage from './LoginPage';

const routes = [
  { path: '/en/login/email/password', element: <LoginEmailPasswordPage /> },
  { path: '/en/login/number/password', element: <LoginNumberPasswordPage /> },
  { path: '/en', element: <p>home</p> },
  { path: '/en/team/:invite', element: <p>invitation</p> },
];

describe('/Login', () => {
  it('offers phone and e-mail sign-in and sign-up links; Google without a client id is not offered, and no developer text shows', async () => {
    const api = apiWithConfig();
    await renderWithProviders(<LoginPage />, { route: '/en/Login', fetch: api.fetch });
    expect(screen.getByRole('link', { name: 'With a phone number' })).toHaveAttribute('href', '/en/login/number');
    expect(screen.getByRole('link', { name: 'With e-mail' })).toHaveAttribute('href', '/en/login/email');
    await waitFor(() => expect(api.calls.some((c) => c.url === '/v1/client/auth/config')).toBe(true));
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(document.body.textContent).not.toMatch(/client ID/i);
    expect(screen.queryByRole('button', { name: 'Sign in with Discord' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up with a phone number' })).toHaveAttribute('href', '/en/login/signup-number');
    expect(screen.getByRole('link', { name: 'Sign up with e-mail' })).toHaveAttribute('href', '/en/Registration');
  });
});

describe('sign-in by e-mail', () => {
  it('asks the e-mail and the password on one screen, checks the e-mail on blur, and signs in: session stored, home opened', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/login/via-email', { body: { data: authResponse() } });
    const { user, location, store } = await renderWithProviders(<LoginEmailPage />, { route: '/en/login/email', fetch: api.fetch, routes });
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    // The recovery link sits right under the password field.
    expect(password.compareDocumentPosition(screen.getByRole('link', { name: 'Forgot your password?' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/login/forgot-password/email');
    await user.type(email, 'ace@');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.type(email, 'mail.kz');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull());
    await user.type(password, 'Steppe-Wolf-77');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'ace@mail.kz', password: 'Steppe-Wolf-77', g_recaptcha_response: 'bot-check-disabled' });
    expect(store.get(authTokenAtom)).toBe('token-abc');
    expect(store.get(roleNameAtom)).toBe('player');
    expect(store.get(sessionUserAtom)?.slug).toBe('ayan');
    expect(window.sessionStorage.getItem('auth_flow')).toBeNull();
  });

  it('signs in back on the page that asked for it (held for the tab), not home', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/login/via-email', { body: { data: authResponse() } });
    const { user, location } = await renderWithProviders(<LoginEmailPasswordPage />, {
      route: '/en/login/email/password',
      fetch: api.fetch,
      storage: { session: { ...flowStorage({ email: 'ace@mail.kz' }), return_path: '/esports-mobile-tournaments/almaty-open-cup' } },
      routes: [{ path: '/en/esports-mobile-tournaments/almaty-open-cup', element: <p>tournament</p> }],
    });
    await user.type(screen.getByLabelText('Password'), 'Steppe-Wolf-77');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/en/esports-mobile-tournaments/almaty-open-cup'));
    expect(window.sessionStorage.getItem('return_path')).toBeNull();
  });

  it('pressing a link or a button keeps the focus in the field, so no blur error moves the page under the pointer', async () => {
    await renderWithProviders(<LoginEmailPage />, { route: '/en/login/email', fetch: apiWithConfig().fetch });
    const email = screen.getByLabelText('E-mail');
    email.focus();
    expect(fireEvent.mouseDown(screen.getByRole('link', { name: 'Forgot your password?' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Sign in' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }))).toBe(false);
    expect(fireEvent.mouseDown(email)).toBe(true);
    expect(document.activeElement).toBe(email);
  });

  it('shows the password while the toggle is pressed', async () => {
    const { user } = await renderWithProviders(<LoginEmailPage />, { route: '/en/login/email', fetch: apiWithConfig().fetch });
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(password, 'Steppe-Wolf-77');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Steppe-Wolf-77');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('the password address opens the same screen with the e-mail given before', async () => {
    await renderWithProviders(<LoginEmailPasswordPage />, { route: '/ru/login/email/password', fetch: apiWithConfig().fetch, storage: { session: flowStorage({ email: 'ace@mail.kz' }) } });
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('ace@mail.kz');
    expect(screen.getByLabelText('Пароль')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the login failure message and keeps the password typed', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/login/via-email', {
      status: 422,
      body: { message: 'Wrong e-mail, phone number or password.', code: 'notifications.notif_wrong_email' },
    });
    const { user, location } = await renderWithProviders(<LoginEmailPasswordPage />, {
      route: '/en/login/email/password',
      fetch: api.fetch,
      storage: { session: flowStorage({ email: 'ace@mail.kz' }) },
    });
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail, phone number or password.');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    expect(location().pathname).toBe('/en/login/email/password');
  });

  it('goes to the stored invitation after login', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/login/via-email', { body: { data: authResponse() } });
    const { user, location, store } = await renderWithProviders(<LoginEmailPasswordPage />, {
      route: '/en/login/email/password',
      fetch: api.fetch,
      routes,
      storage: { session: flowStorage({ email: 'ace@mail.kz' }) },
    });
    store.set(inviteHashAtom, 'a1b2c3d4');
    await user.type(screen.getByLabelText('Password'), 'Steppe-Wolf-77');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/en/team/invite-member-a1b2c3d4'));
  });
});

describe('sign-in by phone', () => {
  it('validates the number for the chosen country, strips whitespace and signs in with the password', async () => {
    const api = apiWithConfig().on('POST', '/auth/login', { body: { data: authResponse() } });
    const { user, location } = await renderWithProviders(<LoginNumberPage />, { route: '/en/login/number', fetch: api.fetch, routes });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('kz');
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '90 123 45 67');
    await user.tab();
    expect(await screen.findByText('This phone number is not valid for the selected country.')).toBeInTheDocument();
    // Choosing the number's country checks the number again.
    await user.selectOptions(country, 'uz');
    await waitFor(() => expect(screen.queryByText('This phone number is not valid for the selected country.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/en/login/number/password'));
    expect(await screen.findByText('Account: +99890***67')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Steppe-Wolf-77');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ phone: '+998901234567', password: 'Steppe-Wolf-77', g_recaptcha_response: 'bot-check-disabled' });
  });

  it('leads back to the phone step when no phone was given', async () => {
    await renderWithProviders(<LoginNumberPasswordPage />, { route: '/en/login/number/password', fetch: apiWithConfig().fetch });
    expect(screen.getByRole('status')).toHaveTextContent('what the earlier steps kept was not found');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/en/login/number');
  });
});
