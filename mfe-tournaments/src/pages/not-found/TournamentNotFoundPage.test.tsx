import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import TournamentNotFoundPage from './TournamentNotFoundPage';

describe('tournament not-found page', () => {
  it('explains and links back to the list in the current language', async () => {
    const { user, location } = await renderWithProviders(<TournamentNotFoundPage />, {
      route: '/kk/esports-mobile-tournaments/tournamentNotFound',
      routes: [{ path: '/kk/esports-mobile-tournaments', element: <p>list page</p> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Турнир табылмады' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Барлық турнирлер' }));
    expect(location().pathname).toBe('/kk/esports-mobile-tournaments');
  });
});
