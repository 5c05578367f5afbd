import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { apiWithConfig, flowStorage } from '../../testing/auth-fixtures';
import DevOutboxPage from './DevOutboxPage';

const message = { id: 3, channel: 'whatsapp', to: '+77011234567', purpose: 'register', text: 'Your Mobile Esports sign-up code: 4821.', code: '4821', link: null, created_at: '2026-05-01T10:00:00.000Z' };

describe('/dev/outbox', () => {
  it('shows the codes kept for the phone of the flow, and looks up another recipient', async () => {
    const api = apiWithConfig().on('GET', '/dev/outbox', (call) => ({ body: { data: call.url.includes('phone=%2B77011234567') ? [message] : [] } }));
    const { user } = await renderWithProviders(<DevOutboxPage />, { route: '/en/dev/outbox', fetch: api.fetch, storage: { session: flowStorage({ phone: '+77011234567' }) } });
    expect(await screen.findByTestId('outbox-code')).toHaveTextContent('4821');
    expect(screen.getByText('Your Mobile Esports sign-up code: 4821.')).toBeInTheDocument();
    const field = screen.getByLabelText('Phone with country code, or e-mail');
    await user.clear(field);
    await user.type(field, 'nobody@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No messages for this recipient')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/dev/outbox?email=nobody%40mail.kz')).toBe(true));
  });

  it('says the outbox exists in development only when the API has none', async () => {
    const api = apiWithConfig().on('GET', '/dev/outbox', { status: 404, body: { message: 'Not found', code: 'errors.route_not_found' } });
    await renderWithProviders(<DevOutboxPage />, { route: '/en/dev/outbox?phone=%2B77011234567', fetch: api.fetch });
    expect(await screen.findByText('The outbox exists in development mode only')).toBeInTheDocument();
  });
});
