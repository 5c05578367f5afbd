import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { authTokenAtom } from '@portal/shared/state';
import '../../routes';
import { apiWithConfig, authResponse, flowStorage } from '../../testing/auth-fixtures';
import CreateUserPage from './CreateUserPage';
import SignupNumberPage from './SignupNumberPage';
import SignupVerificationPage from './SignupVerificationPage';

const REQUEST_ID = 'Qm9vdHN0cmFwUmVxdWVzdElk';
const routes = [
  { path: '/en/login/signup-number/verification', element: <SignupVerificationPage /> },
  { path: '/en/login/signup-number/verification/create-user', element: <CreateUserPage /> },
  { path: '/en/login/game-profile', element: <p>game profile step</p> },
];
const boxesOf = () => within(screen.getByTestId('code-input')).getAllByRole('textbox');

describe('registration by phone', () => {
  it('sends a WhatsApp code, keeps the request_id in session storage, and verifies the 4 digits', async () => {
    const api = apiWithConfig()
      .on('POST', '/v1/client/auth/send-otp-code', { body: { data: { request_id: REQUEST_ID, channel: 'whatsapp', expires_in: 600, resend_in: 120 } } })
      .on('POST', '/v1/client/whatsapp/verify-register-code', { body: { data: { verified: true, request_id: REQUEST_ID } } });
    const { user, location } = await renderWithProviders(<SignupNumberPage />, { route: '/en/login/signup-number', fetch: api.fetch, routes });
    await user.type(screen.getByLabelText('Phone number'), '701 123 45 67');
    await user.click(await screen.findByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    await waitFor(() => expect(location().pathname).toBe('/en/login/signup-number/verification'));
    expect(api.calls.find((c) => c.url === '/v1/client/auth/send-otp-code')?.body).toEqual({ phone: '+77011234567', channel: 'whatsapp', purpose: 'register', g_recaptcha_response: 'bot-check-disabled' });
    expect(window.sessionStorage.getItem('request_id')).toBe(REQUEST_ID);

    expect(await screen.findByText('We sent a code by WhatsApp to +77011***67.')).toBeInTheDocument();
    const boxes = boxesOf();
    expect(boxes).toHaveLength(4);
    expect(boxes[0]).toHaveStyle({ width: '56px' });
    const approve = screen.getByRole('button', { name: 'Confirm' });
    expect(approve).toBeDisabled();
    await user.type(boxes[0] as HTMLElement, '482');
    expect(approve).toBeDisabled();
    await user.type(boxes[3] as HTMLElement, '1');
    expect(approve).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/You can get a new code in 0[12]:[0-9]{2}/);
    await user.click(approve);
    await waitFor(() => expect(location().pathname).toBe('/en/login/signup-number/verification/create-user'));
    expect(api.calls.find((c) => c.url === '/v1/client/whatsapp/verify-register-code')?.body).toEqual({ phone: '+77011234567', code: '4821', request_id: REQUEST_ID });
  });

  it("asks for the code when it is empty ('Введите код') and shows the server's reason under the boxes", async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/verify-telegram-otp-code', {
      status: 422,
      body: { message: 'Проверьте введённые данные.', code: 'errors.validation_failed', errors: { code: ['otp.code_invalid|{"attempts":3}'] } },
    });
    const { user } = await renderWithProviders(<SignupVerificationPage />, {
      route: '/login/signup-number/verification',
      fetch: api.fetch,
      storage: { session: flowStorage({ phone: '+77011234567', channel: 'telegram', purpose: 'register', codeSentAt: Date.now() }, REQUEST_ID) },
    });
    expect(boxesOf()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите код');
    await user.type(boxesOf()[0] as HTMLElement, '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Неверный код. Осталось попыток: 3.')).toBeInTheDocument();
  });

  it('tells the owner of a registered phone, after the code', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/verify-telegram-otp-code', { status: 409, body: { message: 'A user with this phone number is already registered.', code: 'auth.exist_user_by_phone' } });
    const { user } = await renderWithProviders(<SignupVerificationPage />, {
      route: '/en/login/signup-number/verification',
      fetch: api.fetch,
      storage: { session: flowStorage({ phone: '+77011234567', channel: 'telegram', purpose: 'register', codeSentAt: Date.now() }, REQUEST_ID) },
    });
    await user.type(boxesOf()[0] as HTMLElement, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this phone number is already registered.');
  });

  it('offers to send the code again when the 120 seconds are over, with a new request_id', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/send-otp-code', { body: { data: { request_id: 'TmV3UmVxdWVzdElkMDAwMDA', channel: 'telegram', expires_in: 600, resend_in: 120 } } });
    const { user } = await renderWithProviders(<SignupVerificationPage />, {
      route: '/en/login/signup-number/verification',
      fetch: api.fetch,
      storage: { session: flowStorage({ phone: '+77011234567', channel: 'telegram', purpose: 'register', codeSentAt: Date.now() - 121_000 }, REQUEST_ID) },
    });
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('You can get a new code in 02:00');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '+77011234567', channel: 'telegram', purpose: 'register', g_recaptcha_response: 'bot-check-disabled' });
    expect(window.sessionStorage.getItem('request_id')).toBe('TmV3UmVxdWVzdElkMDAwMDA');
  });

  it('creates the user with the verified request_id and goes on to the game profile', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/register', { status: 201, body: { data: authResponse() } });
    const { user, location, store } = await renderWithProviders(<CreateUserPage />, {
      route: '/en/login/signup-number/verification/create-user',
      fetch: api.fetch,
      routes,
      storage: { session: flowStorage({ phone: '+77011234567', channel: 'telegram', purpose: 'register', verified: true }, REQUEST_ID) },
    });
    expect(screen.getByText('The number +77011***67 is confirmed. Now fill in your account details.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'Ayan');
    await user.type(screen.getByLabelText('E-mail'), 'ayan@mail.kz');
    await user.type(screen.getByLabelText('Password'), 'qwerty123');
    await user.tab();
    expect(await screen.findByText('This password is too common. Choose another one.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Steppe-Wolf-77');
    await user.type(screen.getByLabelText('Repeat the password'), 'Steppe-Wolf-77');
    await user.type(screen.getByLabelText('Date of birth'), '2004-02-29');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(location().pathname).toBe('/en/login/game-profile'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'Ayan',
      email: 'ayan@mail.kz',
      password: 'Steppe-Wolf-77',
      password_confirmation: 'Steppe-Wolf-77',
      birthday: '2004-02-29',
      country_id: 1,
      request_id: REQUEST_ID,
    });
    expect(store.get(authTokenAtom)).toBe('token-abc');
  });

  it('shows taken fields under them, toasts the server message and keeps what was typed', async () => {
    const api = apiWithConfig().on('POST', '/v1/client/auth/register', {
      status: 422,
      body: { message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { username: ['auth.username_taken'] } },
    });
    const { user } = await renderWithProviders(<CreateUserPage />, {
      route: '/en/login/signup-number/verification/create-user',
      fetch: api.fetch,
      storage: { session: flowStorage({ phone: '+77011234567', verified: true }, REQUEST_ID) },
    });
    await user.type(screen.getByLabelText('Username'), 'Taken');
    await user.type(screen.getByLabelText('E-mail'), 'taken@mail.kz');
    await user.type(screen.getByLabelText('Password'), 'Steppe-Wolf-77');
    await user.type(screen.getByLabelText('Repeat the password'), 'Steppe-Wolf-77');
    await user.type(screen.getByLabelText('Date of birth'), '2004-02-29');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(await screen.findByText('Please check the data you entered.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@mail.kz');
  });
});
