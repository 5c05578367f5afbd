import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { apiWithConfig, authResponse } from '../../testing/auth-fixtures';
import RegistrationPage from './RegistrationPage';

async function fill(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.type(screen.getByLabelText('Username'), 'Ayan');
  await user.type(screen.getByLabelText('E-mail'), 'ayan@mail.kz');
  await user.type(screen.getByLabelText('Password'), 'Steppe-Wolf-77');
  await user.type(screen.getByLabelText('Repeat the password'), 'Steppe-Wolf-77');
  await user.type(screen.getByLabelText('Date of birth'), '2004-02-29');
}

describe('/Registration', () => {
  it('opens the privacy policy and the terms of use, split at their numbered clauses, and closes them', async () => {
    const { user } = await renderWithProviders(<RegistrationPage />, { route: '/en/Registration', fetch: apiWithConfig().fetch, namespaces: ['documents'] });
    await user.click(screen.getByRole('button', { name: 'privacy policy' }));
    const modal = screen.getByRole('dialog', { name: 'Privacy policy' });
    expect(within(modal).getByText(/^1\. /)).toBeInTheDocument();
    expect(within(modal).getAllByText(/^1\.1\. /).length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await user.click(within(modal).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'terms of use' }));
    expect(screen.getByRole('dialog', { name: 'User agreement' })).toBeInTheDocument();
  });

  it('needs the agreement, then registers and goes on to the game profile', async () => {
    const api = apiWithConfig().on('POST', '/auth/register', { status: 201, body: { data: authResponse() } });
    const { user, location } = await renderWithProviders(<RegistrationPage />, {
      route: '/en/Registration',
      fetch: api.fetch,
      routes: [{ path: '/en/login/game-profile', element: <p>game profile</p> }],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Accept the privacy policy and the terms of use.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location().pathname).toBe('/en/login/game-profile'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'Ayan',
      email: 'ayan@mail.kz',
      password: 'Steppe-Wolf-77',
      password_confirmation: 'Steppe-Wolf-77',
      birthday: '2004-02-29',
      country_id: 1,
      agreement: true,
      // The bot check is off in this configuration: its fixed marker goes with the form.
      g_recaptcha_response: 'bot-check-disabled',
    });
  });

  it('toasts notifications.notif_sign_up when the server gives no message', async () => {
    const api = apiWithConfig().on('POST', '/auth/register', { status: 500, body: '' });
    const { user } = await renderWithProviders(<RegistrationPage />, { route: '/en/Registration', fetch: api.fetch });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign-up failed. Check your details and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('Ayan');
  });
});
