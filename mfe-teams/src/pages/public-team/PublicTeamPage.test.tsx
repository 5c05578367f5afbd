import { screen, within } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makePublicTeam } from '../../testing/team-fixtures';
import PublicTeamPage from './PublicTeamPage';

const path = '/:lang?/esports-mobile-team/:slug';

describe('/esports-mobile-team/{slug}', () => {
  it('shows the public team page to guests: players and the tournaments played with results', async () => {
    const api = createFakeApi().on('GET', '/v1/client/team/steppe-wolves', { body: { data: makePublicTeam() } });
    await renderWithProviders(<PublicTeamPage />, { route: '/en/esports-mobile-team/steppe-wolves', path, fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Steppe Wolves' })).toBeInTheDocument();
    expect(screen.getByText('PUBG Mobile · Division 1 · players: 2')).toBeInTheDocument();
    const members = screen.getByTestId('public-members');
    expect(within(members).getByRole('link', { name: 'Nurlan' })).toHaveAttribute('href', '/en/user/nurlan');
    expect(within(members).getByRole('link', { name: 'Aidos' })).toHaveAttribute('href', '/en/user/2');
    expect(members).toHaveTextContent('Kazakhstan');
    const tournaments = screen.getByTestId('public-tournaments');
    expect(tournaments).toHaveTextContent('Place 2, points: 140');
    expect(tournaments).toHaveTextContent('No result yet');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
    expect(screen.getByRole('link', { name: "Subscribe to the team's matches in your calendar" })).toHaveAttribute('href', `webcal://${window.location.host}/api/v1/calendar/team/steppe-wolves.ics`);
  });

  it('says there is no team with an unknown address', async () => {
    const api = createFakeApi().on('GET', '/v1/client/team/nobody', { status: 404, body: { message: 'Team not found.', code: 'team_page.team_not_found' } });
    await renderWithProviders(<PublicTeamPage />, { route: '/en/esports-mobile-team/nobody', path, fetch: api.fetch });
    expect(await screen.findByTestId('team-not-found')).toHaveTextContent('There is no team with this address.');
    expect(screen.getByRole('link', { name: 'Team ratings' })).toHaveAttribute('href', '/en/rating');
  });
});
