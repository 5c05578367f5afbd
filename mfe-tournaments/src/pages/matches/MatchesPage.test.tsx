import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
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
    await renderWithProviders(<CustomGamesPage />, { route: '/custom-games' });
    expect(screen.getByRole('heading', { level: 1, name: 'Кастомные игры' })).toBeInTheDocument();
    expect(within(screen.getByTestId('area-empty')).getByRole('link', { name: 'Смотреть турниры' })).toHaveAttribute('href', '/esports-mobile-tournaments');
  });
});
