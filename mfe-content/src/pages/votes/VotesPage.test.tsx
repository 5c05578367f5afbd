import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import VotesPage from './VotesPage';

describe('/votes', () => {
  it('shows the votes page with its empty state', async () => {
    await renderWithProviders(<VotesPage />, { route: '/votes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Голосования' })).toBeInTheDocument();
    expect(screen.getByTestId('votes-empty')).toHaveTextContent('Открытых голосований нет');
  });
});
