import { screen, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeMatchDetail } from '../../lib/testing/match-fixtures';
import MatchPage from './MatchPage';

const PATH = '/:lang?/match/:matchRef';
const session = { token: 'token', user: makeSessionUser() };

describe('match page', () => {
  it('shows the tournament, group, teams and standings; the lobby closed before the window', async () => {
    const api = createFakeApi().on('GET', '/v1/client/match/42', { body: { data: makeMatchDetail() } });
    await renderWithProviders(<MatchPage />, { route: '/en/match/42-almaty-spring-cup', path: PATH, session, fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Match: Almaty Wolves, Group A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Almaty Spring Cup' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-spring-cup');
    expect(screen.getAllByTestId('group-time')[0]).toHaveTextContent('01.05.2026 20:00');
    expect(screen.getByTestId('lobby-closed')).toHaveTextContent('01.05.2026 19:45');
    expect(screen.queryByTestId('lobby-credentials')).toBeNull();
    expect(within(screen.getByTestId('match-teams')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByTestId('standings-row').map((row) => row.getAttribute('data-highlight'))).toEqual(['true', 'false']);
  });

  it('shows the room id and password when the server sends them', async () => {
    const api = createFakeApi().on('GET', '/v1/client/match/42', { body: { data: makeMatchDetail({ lobby: { lobby_id: '7788123', lobby_password: 'wolf42' } }) } });
    await renderWithProviders(<MatchPage />, { route: '/match/42-almaty-spring-cup', path: PATH, session, fetch: api.fetch });
    const lobby = await screen.findByTestId('lobby-credentials');
    expect(lobby).toHaveTextContent('7788123');
    expect(lobby).toHaveTextContent('wolf42');
  });

  it('copies the room id and the password with one tap each, and says so', async () => {
    const api = createFakeApi().on('GET', '/v1/client/match/42', { body: { data: makeMatchDetail({ lobby: { lobby_id: '7788123', lobby_password: 'wolf42' } }) } });
    const { user } = await renderWithProviders(<MatchPage />, { route: '/en/match/42-almaty-spring-cup', path: PATH, session, fetch: api.fetch });
    const copyId = await screen.findByRole('button', { name: 'Copy: Room ID' });
    await user.click(copyId);
    expect(await navigator.clipboard.readText()).toBe('7788123');
    expect(copyId).toHaveTextContent('Copied');
    await user.click(screen.getByRole('button', { name: 'Copy: Password' }));
    expect(await navigator.clipboard.readText()).toBe('wolf42');
  });

  it('tells a player of another team that only the group sees the room', async () => {
    const api = createFakeApi().on('GET', '/v1/client/match/42', { body: { data: makeMatchDetail({ is_participant: false }) } });
    await renderWithProviders(<MatchPage />, { route: '/en/match/42-almaty-spring-cup', path: PATH, fetch: api.fetch });
    expect(await screen.findByTestId('lobby-closed')).toHaveTextContent('only to the teams of this group');
  });

  it('shows not found for an unknown match', async () => {
    const api = createFakeApi().on('GET', '/v1/client/match/42', { status: 404, body: { message: 'Match not found.', code: 'errors.match_not_found' } });
    await renderWithProviders(<MatchPage />, { route: '/en/match/42-almaty-spring-cup', path: PATH, fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();
  });

  it.each(['almaty-spring-cup', '42', '0-cup', '42-2025'])('shows a not-found state for the segment %j', async (segment) => {
    await renderWithProviders(<MatchPage />, { route: `/tr/match/${segment}`, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Maç bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maçlarım' })).toHaveAttribute('href', '/tr/matches');
  });
});
