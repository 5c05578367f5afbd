import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeMyMatch } from '../../lib/testing/match-fixtures';
import MatchesPage from './MatchesPage';

const session = { token: 'token', user: makeSessionUser() };

describe('/matches', () => {
  it('asks a guest to sign in', async () => {
    const api = createFakeApi();
    await renderWithProviders(<MatchesPage />, { route: '/uz/matches', fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Matchlar' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the empty state when the player has no matches', async () => {
    const api = createFakeApi().on('GET', '/v1/client/matches', { body: { data: { upcoming: [], past: [] } } });
    await renderWithProviders(<MatchesPage />, { route: '/uz/matches', session, fetch: api.fetch });
    const empty = await screen.findByTestId('area-empty');
    expect(within(empty).getByRole('link', { name: 'Turnir topish' })).toHaveAttribute('href', '/uz/esports-mobile-tournaments');
  });

  it('lists upcoming and past matches with links to the match page, and confirms a pending game time', async () => {
    const pending = makeMyMatch({ stage_team_id: 50, place: null, points: null, is_approve_game_time: null, needs_game_time_confirmation: true, can_confirm_game_time: true });
    const past = makeMyMatch({ stage_team_id: 40, group: { ...makeMyMatch().group, status: { code: 'ended' } } });
    const api = createFakeApi()
      .on('GET', '/v1/client/matches', { body: { data: { upcoming: [makeMyMatch(), pending], past: [past] } } })
      .on('POST', '/v1/client/group-team/approve', { body: { data: { stage_team_id: 50, is_approve_game_time: true } } });
    await renderWithProviders(<MatchesPage />, { route: '/en/matches', session, fetch: api.fetch });
    const upcoming = await screen.findByTestId('matches-upcoming');
    const cards = within(upcoming).getAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Almaty Spring Cup' })).toHaveAttribute('href', '/en/match/42-almaty-spring-cup');
    expect(within(cards[0] as HTMLElement).getByText('Place 1 · 21 pts')).toBeInTheDocument();
    expect(within(screen.getByTestId('matches-past')).getAllByTestId('match-card')).toHaveLength(1);
    await userEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Confirm game time' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.url === '/v1/client/group-team/approve')).toBe(true));
  });
});
