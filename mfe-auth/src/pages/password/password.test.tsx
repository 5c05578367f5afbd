import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { apiWithConfig } from '../../testing/auth-fixtures';
import PasswordConfirmationPage from './PasswordConfirmationPage';
import PasswordResetPage from './PasswordResetPage';
import PasswordWarningPage from './PasswordWarningPage';

const HASH = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('password pages', () => {
  it('/password/Reset asks for a link, then /password/Warning says to check the mailbox', async () => {
    const api = apiWithConfig().on('POST', '/auth/forgot-password/code', { body: { data: { request_id: 'Qm9vdHN0cmFwUmVxdWVzdElk', channel: 'email', expires_in: 600, resend_in: 120 } } });
    const { user, location } = await renderWithProviders(<PasswordResetPage />, {
      route: '/tr/password/Reset',
      fetch: api.fetch,
      routes: [{ path: '/tr/password/Warning', element: <PasswordWarningPage /> }],
    });
    await user.type(screen.getByLabelText('E-posta'), 'ace@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Bağlantıyı gönder' }));
    await waitFor(() => expect(location().pathname).toBe('/tr/password/Warning'));
    expect(await screen.findByText(/ace@mail.kz adresine ait bir hesap varsa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kodu gir' })).toHaveAttribute('href', '/tr/login/forgot-password/email/message/reset-password');
  });

  it('/password/confirmation/{hash} sets the new password with the hash and offers to sign in', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/reset-password', { body: { data: { reset: true } } });
    const { user } = await renderWithProviders(<PasswordConfirmationPage />, { route: `/en/password/confirmation/${HASH}`, path: '/en/password/confirmation/:hash', fetch: api.fetch });
    await user.type(screen.getByLabelText('New password'), 'Caspian-Breeze-19');
    await user.type(screen.getByLabelText('Repeat the password'), 'Caspian-Breeze-19');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('heading', { name: 'The password is changed' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19', hash: HASH });
  });

  it('an expired link is said under the form; a malformed one asks for a new link', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/reset-password', {
      status: 422,
      body: { message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { hash: ['auth.reset_link_invalid'] } },
    });
    const { user, unmount } = await renderWithProviders(<PasswordConfirmationPage />, { route: `/en/password/confirmation/${HASH}`, path: '/en/password/confirmation/:hash', fetch: api.fetch });
    await user.type(screen.getByLabelText('New password'), 'Caspian-Breeze-19');
    await user.type(screen.getByLabelText('Repeat the password'), 'Caspian-Breeze-19');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password link is invalid or has expired.');
    unmount();
    await renderWithProviders(<PasswordConfirmationPage />, { route: '/en/password/confirmation/short', path: '/en/password/confirmation/:hash', fetch: api.fetch });
    expect(screen.getByText('The link is damaged. Ask for a new one.')).toBeInTheDocument();
  });
});
