import { screen, within } from '@testing-library/react';
import { PORTAL_SUPPORT_EMAIL } from '@portal/shared/constants';
import { renderWithProviders } from '@portal/shared/testing';
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
