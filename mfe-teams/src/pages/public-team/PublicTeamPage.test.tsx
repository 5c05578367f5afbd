import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import PublicTeamPage from './PublicTeamPage';

describe('/esports-mobile-team/{slug}', () => {
  it('shows the public team layout with a not-found state, for guests too', async () => {
    await renderWithProviders(<PublicTeamPage />, { route: '/en/esports-mobile-team/steppe-wolves', path: '/en/esports-mobile-team/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByTestId('team-not-found')).toHaveTextContent('There is no team with this address.');
    expect(screen.getByRole('link', { name: 'Team ratings' })).toHaveAttribute('href', '/en/rating');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });
});
