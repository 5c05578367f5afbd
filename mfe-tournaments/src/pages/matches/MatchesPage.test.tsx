import { screen, within } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import CustomGamesPage from '../custom-games/CustomGamesPage';
import MatchesPage from './MatchesPage';

describe('public pages of the area', () => {
  it('/matches shows its layout and empty state to everyone', async () => {
    await renderWithProviders(<MatchesPage />, { route: '/uz/matches' });
    expect(screen.getByRole('heading', { level: 1, name: 'Matchlar' })).toBeInTheDocument();
    const empty = screen.getByTestId('area-empty');
    expect(within(empty).getByText('Hozircha matchlar yo‘q')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Turnir topish' })).toHaveAttribute('href', '/uz/esports-mobile-tournaments');
  });

  it('/custom-games shows its layout and empty state in Russian without a prefix', async () => {
    const api = createFakeApi().on('GET', '/v1/client/custom-games', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null } } });
    await renderWithProviders(<CustomGamesPage />, { route: '/custom-games', fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Кастомные игры' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('area-empty')).getByRole('link', { name: 'Смотреть турниры' })).toHaveAttribute('href', '/esports-mobile-tournaments');
  });
});
