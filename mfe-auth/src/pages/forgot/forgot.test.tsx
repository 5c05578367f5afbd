import { screen, waitFor, within } from '@testing-library/react';
import { PageFrame } from '@portal/shared/platform';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { apiWithConfig, flowStorage } from '../../testing/auth-fixtures';
import ForgotEmailMessagePage from './ForgotEmailMessagePage';
import ForgotEmailPage from './ForgotEmailPage';
import ForgotEmailResetPage from './ForgotEmailResetPage';
import ForgotNumberResetPage from './ForgotNumberResetPage';
import ForgotNumberVerificationPage from './ForgotNumberVerificationPage';
import ResetSuccessPage from './ResetSuccessPage';

const REQUEST_ID = 'Qm9vdHN0cmFwUmVxdWVzdElk';
const sent = { body: { data: { request_id: REQUEST_ID, channel: 'telegram', expires_in: 600, resend_in: 120 } } };

describe('recovery by phone', () => {
  it('takes the phone kept from /login/number, sends a recovery code, verifies it and sets a new password', async () => {
    const api = apiWithConfig()
      .on('POST', '/v1/client/auth/send-otp-code', sent)
      .on('POST', '/v1/client/telegram/verify-forgot-password-telegram-otp-code', { body: { data: { verified: true, request_id: REQUEST_ID } } })
      .on('POST', '/v1/client/reset-password', { body: { data: { reset: true } } });
    const routes = [
      { path: '/en/login/forgot-password/number/verification/reset-password', element: <ForgotNumberResetPage /> },
      {
        path: '/en/login/forgot-password/number/verification/reset-password/success',
        element: (
          <PageFrame routeId="forgot.number.success">
            <ResetSuccessPage />
          </PageFrame>
        ),
      },
    ];
    const { user, location } = await renderWithProviders(<ForgotNumberVerificationPage />, {
      route: '/en/login/forgot-password/number/verification',
      fetch: api.fetch,
      routes,
      storage: { session: flowStorage({ phone: '+77011234567', country: 'kz' }) },
    });
    expect(screen.getByLabelText('Phone number')).toHaveValue('+77011234567');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(api.calls.find((c) => c.url === '/v1/client/auth/send-otp-code')?.body).toEqual({ phone: '+77011234567', channel: 'telegram', purpose: 'forgot_password', g_recaptcha_response: 'bot-check-disabled' });
    const boxes = within(await screen.findByTestId('code-input')).getAllByRole('textbox');
    await user.type(boxes[0] as HTMLElement, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location().pathname).toBe('/en/login/forgot-password/number/verification/reset-password'));
    await user.type(await screen.findByLabelText('New password'), 'Caspian-Breeze-19');
    await user.type(screen.getByLabelText('Repeat the password'), 'Caspian-Breeze-19');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(location().pathname).toBe('/en/login/forgot-password/number/verification/reset-password/success'));
    expect(api.calls.find((c) => c.url === '/v1/client/reset-password')?.body).toEqual({ password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19', request_id: REQUEST_ID });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login/number');
    expect(JSON.parse(window.sessionStorage.getItem('auth_flow') ?? '{}')).toEqual({ phone: '+77011234567', country: 'kz' });
    expect(window.sessionStorage.getItem('request_id')).toBeNull();
  });

  it('refuses mismatched new passwords before calling the API', async () => {
    const api = apiWithConfig();
    const { user } = await renderWithProviders(<ForgotNumberResetPage />, {
      route: '/en/x',
      fetch: api.fetch,
      storage: { session: flowStorage({ purpose: 'forgot_password', verified: true }, REQUEST_ID) },
    });
    await user.type(screen.getByLabelText('New password'), 'Caspian-Breeze-19');
    await user.type(screen.getByLabelText('Repeat the password'), 'Caspian-Breeze-18');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('recovery by e-mail', () => {
  it('sends the code, explains what happens, and resets with the code from the e-mail', async () => {
    const api = apiWithConfig()
      .on('POST', '/auth/forgot-password/code', { body: { data: { request_id: REQUEST_ID, channel: 'email', expires_in: 600, resend_in: 120 } } })
      .on('POST', '/auth/forgot-password/reset', { body: { data: { reset: true } } });
    const routes = [
      { path: '/kk/login/forgot-password/email/message', element: <ForgotEmailMessagePage /> },
      { path: '/kk/login/forgot-password/email/message/reset-password', element: <ForgotEmailResetPage /> },
      { path: '/kk/login/forgot-password/email/message/reset-password/success', element: <p>success</p> },
    ];
    const { user, location } = await renderWithProviders(<ForgotEmailPage />, { route: '/kk/login/forgot-password/email', fetch: api.fetch, routes });
    await user.type(screen.getByLabelText('Электрондық пошта'), 'ace@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Код жіберу' }));
    await waitFor(() => expect(location().pathname).toBe('/kk/login/forgot-password/email/message'));
    expect(await screen.findByText(/Егер ace@mail.kz мекенжайымен аккаунт бар болса/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Кодты енгізу' }));
    await user.type(await screen.findByLabelText('Хабарламадағы код'), '123456');
    await user.type(screen.getByLabelText('Жаңа құпиясөз'), 'Caspian-Breeze-19');
    await user.type(screen.getByLabelText('Құпиясөзді қайталаңыз'), 'Caspian-Breeze-19');
    await user.click(screen.getByRole('button', { name: 'Құпиясөзді өзгерту' }));
    await waitFor(() => expect(location().pathname).toBe('/kk/login/forgot-password/email/message/reset-password/success'));
    expect(api.calls.find((c) => c.url === '/auth/forgot-password/reset')?.body).toEqual({ email: 'ace@mail.kz', code: '123456', password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19' });
  });

  it('shows a refused code under the code field', async () => {
    const api = apiWithConfig().on('POST', '/auth/forgot-password/reset', {
      status: 422,
      body: { message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { code: ['otp.attempts_exhausted'] } },
    });
    const { user } = await renderWithProviders(<ForgotEmailResetPage />, { route: '/en/x', fetch: api.fetch, storage: { session: flowStorage({ email: 'ace@mail.kz' }) } });
    await user.type(screen.getByLabelText('Code from the message'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Caspian-Breeze-19');
    await user.type(screen.getByLabelText('Repeat the password'), 'Caspian-Breeze-19');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Too many wrong tries. Request a new code.')).toBeInTheDocument();
  });
});
