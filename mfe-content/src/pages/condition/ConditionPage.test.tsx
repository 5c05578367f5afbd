import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import ConditionPage from './ConditionPage';

describe('/Condition', () => {
  it('shows the participation conditions as numbered sections and clauses', async () => {
    const { container } = await renderWithProviders(<ConditionPage />, { route: '/en/Condition' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of participation' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['1. General provisions', '2. Who may take part', '3. Applications', '4. Game time', '5. Fair play', '6. Prizes', '7. Disputes']);
    expect(screen.getByText(/a linked Telegram or Discord account/)).toBeInTheDocument();
    expect([...container.querySelectorAll('p > span:first-child')].map((s) => s.textContent)).toContain('2.3.');
  });

  it('is written in the page language', async () => {
    await renderWithProviders(<ConditionPage />, { route: '/uz/Condition' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ishtirok shartlari' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Halol o‘yin' })).toBeInTheDocument();
  });
});
