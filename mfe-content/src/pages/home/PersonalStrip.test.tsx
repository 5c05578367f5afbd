import { screen, within } from '@testing-library/react';
import type { MyMatch, Team } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { PersonalStrip } from './PersonalStrip';

const team = (id: number, name: string): Team => ({
  id,
  name,
  slug: `team-${id}`,
  logo: null,
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  division: null,
  members: [],
  members_count: 3,
  hash: null,
  tournamentEntries: [],
  created_at: '2026-05-01T10:00:00.000000Z',
});

const match = (stageTeamId: number, tournament: string, gameTime: string): MyMatch => ({
  stage_team_id: stageTeamId,
  tournament: { id: stageTeamId, slug: tournament.toLowerCase().replace(/ /g, '-'), name: tournament, timezone: 'Asia/Almaty', game_slug: 'pubg' },
  stage: { id: 1, name: 'Qualifier' },
  group: { id: stageTeamId, name: 'Group A', game_time: gameTime, timezone: 'Asia/Almaty', status: { code: 'registration-end' }, teams_count: 16, results_published: false },
  team: { id: 7, name: 'Steppe Wolves', slug: 'steppe-wolves', logo: null },
  is_approve_game_time: null,
  needs_game_time_confirmation: false,
  can_confirm_game_time: false,
  place: null,
  points: null,
});

const entry = (id: number, myStatus: string | null, code = 'await') => ({ id, my_status: myStatus, status: { code } });

function api({ upcoming = [] as MyMatch[], entries = [] as unknown[], teams = [] as Team[] } = {}) {
  return createFakeApi()
    .on('GET', '/v1/client/matches', { body: { data: { upcoming, past: [] } } })
    .on('GET', '/v1/client/tournament-entries', { body: { data: entries } })
    .on('GET', '/team', { body: { data: teams } });
}

describe('PersonalStrip', () => {
  it('shows nothing to a guest and asks the API nothing', async () => {
    const fake = api();
    await renderWithProviders(<PersonalStrip />, { route: '/en', fetch: fake.fetch });
    expect(screen.queryByTestId('home-personal')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('shows a signed-in player the next match, the applications waiting for them and their teams', async () => {
    const fake = api({
      upcoming: [match(12, 'Later Cup', '2026-12-09T14:00:00.000000Z'), match(11, 'Almaty Open Cup', '2026-12-02T14:00:00.000000Z')],
      entries: [entry(1, 'pending'), entry(2, 'pending'), entry(3, 'approved'), entry(4, 'pending', 'rejected')],
      teams: [team(5, 'Steppe Wolves'), team(6, 'Night Owls'), team(8, 'Third Team')],
    });
    await renderWithProviders(<PersonalStrip />, { route: '/en', fetch: fake.fetch, session: { token: 'token-1', user: makeSessionUser({ id: 42 }) } });
    const strip = await screen.findByRole('region', { name: 'Your summary' });
    const next = within(strip).getByTestId('home-personal-match');
    expect(await within(next).findByRole('link', { name: 'Almaty Open Cup' })).toHaveAttribute('href', '/en/match/11-almaty-open-cup');
    expect(next).toHaveTextContent('Steppe Wolves · Group A · 02.12.2026 19:00 (Asia/Almaty)');
    expect(await within(strip).findByTestId('home-personal-awaiting-count')).toHaveTextContent('2');
    expect(within(strip).getByRole('link', { name: 'Open my applications' })).toHaveAttribute('href', '/en/entries');
    const teams = within(strip).getByTestId('home-personal-teams');
    expect(await within(teams).findByRole('link', { name: 'Steppe Wolves' })).toHaveAttribute('href', '/en/my-teams/5');
    expect(within(teams).getByRole('link', { name: 'Night Owls' })).toBeInTheDocument();
    expect(within(teams).queryByRole('link', { name: 'Third Team' })).not.toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: 'All my teams' })).toHaveAttribute('href', '/en/my-teams');
  });

  it('says what is missing when there is no match, nothing to confirm and no team', async () => {
    await renderWithProviders(<PersonalStrip />, { route: '/', fetch: api().fetch, session: { token: 'token-1', user: makeSessionUser({ id: 42 }) } });
    expect(await screen.findByText('Ближайших матчей нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти турнир' })).toHaveAttribute('href', '/esports-mobile-tournaments');
    expect(await screen.findByText('Сейчас ничего не ждёт вашего ответа.')).toBeInTheDocument();
    expect(await screen.findByText('У вас пока нет команды.')).toBeInTheDocument();
  });
});
