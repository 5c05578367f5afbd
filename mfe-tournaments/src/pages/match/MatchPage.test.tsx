import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import MatchPage from './MatchPage';

const PATH = '/:lang?/match/:matchRef';

describe('match page', () => {
  it('reads the group-team id and the tournament slug from the segment', async () => {
    await renderWithProviders(<MatchPage />, { route: '/en/match/42-almaty-spring-cup', path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Match #42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the tournament' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-spring-cup');
    expect(screen.getByText('No results for this match yet')).toBeInTheDocument();
  });

  it.each(['almaty-spring-cup', '42', '0-cup', '42-2025'])('shows a not-found state for the segment %j', async (segment) => {
    await renderWithProviders(<MatchPage />, { route: `/tr/match/${segment}`, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Maç bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maçlarım' })).toHaveAttribute('href', '/tr/matches');
  });
});
