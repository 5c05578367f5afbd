import { screen, within } from '@testing-library/react';
import { PORTAL_SUPPORT_EMAIL } from '@portal/shared/constants';
import type { HelpRequest } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import '../../routes';
import HelpPage from './HelpPage';

const QUESTIONS_EN = [
  'How do I register?',
  'How do I verify my phone number?',
  'How do I add a game profile?',
  'How do I create a team?',
  'How do I invite players to my team?',
  'How do I apply for a tournament?',
  'How do I confirm the game time?',
];

describe('/Help', () => {
  it('answers the common questions in an accordion, all closed at first', async () => {
    const { container } = await renderWithProviders(<HelpPage />, { route: '/en/Help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    const items = [...container.querySelectorAll('details')];
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(QUESTIONS_EN);
    expect(items.every((item) => !item.open)).toBe(true);
    expect(items.every((item) => (item.querySelector('p')?.textContent ?? '').length > 80)).toBe(true);
  });

  it('opens an answer on click and opens the one the address points to', async () => {
    const { user, container, unmount } = await renderWithProviders(<HelpPage />, { route: '/en/Help' });
    const phone = container.querySelector<HTMLDetailsElement>('details#phone');
    await user.click(screen.getByText('How do I verify my phone number?'));
    expect(phone?.open).toBe(true);
    expect(within(phone as HTMLElement).getByText(/WhatsApp or Telegram/)).toBeVisible();
    unmount();

    const linked = await renderWithProviders(<HelpPage />, { route: '/Help#create-team' });
    expect(linked.container.querySelector<HTMLDetailsElement>('details#create-team')?.open).toBe(true);
    expect(linked.container.querySelector<HTMLDetailsElement>('details#register')?.open).toBe(false);
    expect(screen.getByText('Как создать команду?')).toBeInTheDocument();
  });

  it('lists telegram, discord and e-mail as contact options', async () => {
    await renderWithProviders(<HelpPage />, { route: '/kk/Help' });
    const contacts = screen.getByRole('region', { name: 'Бізбен байланысу' });
    expect(within(contacts).getAllByRole('link').map((a) => a.getAttribute('data-testid'))).toEqual(['help-contact-telegram', 'help-contact-discord', 'help-contact-email']);
    expect(screen.getByTestId('help-contact-telegram')).toHaveAttribute('href', 'https://t.me/mobile_esports');
    expect(screen.getByTestId('help-contact-telegram')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('help-contact-discord')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('help-contact-email')).toHaveAttribute('href', `mailto:${PORTAL_SUPPORT_EMAIL}`);
    expect(screen.getByTestId('help-contact-email')).not.toHaveAttribute('target');
    expect(screen.getByTestId('help-contact-email')).toHaveTextContent(PORTAL_SUPPORT_EMAIL);
  });
});

describe('/Help: help requests', () => {
  const answered: HelpRequest = {
    id: 7,
    category: 'tournament',
    subject: 'Replacement',
    message: 'Can I replace a player?',
    contact_channel: 'telegram',
    contact: '@nurlan',
    status: 'resolved',
    created_at: '2026-05-01T10:00:00.000000Z',
    user: { id: 1, username: 'test-player' },
    replies: [{ id: 3, message: 'Yes, within the replace limit.', created_at: '2026-05-01T12:00:00.000000Z', author: 'PortalAdmin' }],
  };

  it('asks a guest to sign in to write', async () => {
    await renderWithProviders(<HelpPage />, { route: '/en/Help' });
    expect(screen.getByRole('heading', { name: 'Sign in to write to the support team' })).toBeInTheDocument();
    expect(screen.queryByTestId('help-form')).toBeNull();
  });

  it("checks the form with the shared rules, sends it, and lists the player's requests with the replies", async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/help-requests', { body: { data: [] } }, { body: { data: [answered] } })
      .on('POST', '/v1/client/help-requests', { status: 201, body: { data: answered } });
    const { user } = await renderWithProviders(<HelpPage />, { route: '/en/Help', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    expect(await screen.findByTestId('help-none')).toHaveTextContent('You have not sent any request yet.');
    const form = screen.getByTestId('help-form');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(within(form).getByText('Choose a topic.')).toBeInTheDocument();
    expect(within(form).getByText('Describe your question in more detail: at least 10 characters.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Topic'), 'tournament');
    await user.type(within(form).getByLabelText('Your question in short'), 'Replacement');
    await user.type(within(form).getByLabelText('Message'), 'Can I replace a player?');
    await user.selectOptions(within(form).getByLabelText('How to contact you'), 'email');
    await user.type(within(form).getByLabelText('Your e-mail'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(within(form).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Your e-mail'));
    await user.type(within(form).getByLabelText('Your e-mail'), 'nurlan@mail.example');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ category: 'tournament', subject: 'Replacement', message: 'Can I replace a player?', contact_channel: 'email', contact: 'nurlan@mail.example' }),
    );
    const request = await screen.findByTestId('help-request');
    expect(request).toHaveTextContent('Resolved');
    expect(within(request).getByTestId('help-reply')).toHaveTextContent('Answer by PortalAdmin');
    expect(within(request).getByTestId('help-reply')).toHaveTextContent('Yes, within the replace limit.');
  });
});
