import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeStanding } from '../../lib/testing/match-fixtures';
import { makeStage, makeTournamentDetail } from '../../lib/testing/tournament-fixtures';
import { StandingsSection } from './StandingsSection';

const tournament = { id: 5, slug: 'almaty-spring-cup', name: 'Almaty Spring Cup', timezone: 'Asia/Almaty', game_slug: 'pubg' as const };
const group = (id: number, name: string, published: boolean) => ({ id, name, game_time: '2026-05-01T15:00:00.000000Z', timezone: 'Asia/Almaty', status: { code: 'ended' as const }, teams_count: 2, results_published: published });
const scoring = { placement_points: [10, 6, 5, 4, 3, 2, 1, 1], tiebreaks: ['points', 'placement_points', 'last_match_place', 'kills'] };
const grid = { tournament, ...scoring, stages: [{ id: 1, name: 'Qualifier', groups: [group(11, 'Group A', true), group(12, 'Group B', false)] }, { id: 2, name: 'Final', groups: [] }] };
const results = {
  tournament,
  stage: { id: 1, name: 'Qualifier' },
  group: group(11, 'Group A', true),
  ...scoring,
  match_count: 2,
  group_results: [makeStanding(), makeStanding({ stage_team_id: 43, team: { id: 4, name: 'Steppe Eagles', slug: null, logo: null }, place: 2, points: 18 })],
};

describe('standings on the tournament page', () => {
  it('shows each group of a stage: published standings in order, a note for the others', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/tournament/almaty-spring-cup/grid', { body: { data: grid } })
      .on('GET', '/v1/client/tournament/group/11/results', { body: { data: results } });
    await renderWithProviders(<StandingsSection tournament={makeTournamentDetail({ stages: [makeStage({ id: 1 }), makeStage({ id: 2 })] })} />, { route: '/en/esports-mobile-tournaments/almaty-spring-cup', fetch: api.fetch });
    const section = await screen.findByTestId('standings');
    const [first, second] = await within(section).findAllByTestId('standings-group');
    const rows = await within(first as HTMLElement).findAllByTestId('standings-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Almaty Wolves'), expect.stringContaining('Steppe Eagles')]);
    expect(within(first as HTMLElement).getByText(/Ties: placement points/)).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Results will appear once the organiser publishes them.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('/group/12/'))).toBe(false);
    await userEvent.click(within(section).getByRole('tab', { name: 'Final' }));
    expect(within(section).getByText(/No groups|no groups/i)).toBeInTheDocument();
  });

  it('opens on the stage in play and writes every group in the tournament time zone', async () => {
    const playing = { ...group(21, 'Final A', false), game_time: '2026-05-10T15:00:00.000000Z', timezone: 'Europe/Moscow', status: { code: 'game-process' as const } };
    const later = { ...group(22, 'Final B', false), game_time: '2026-05-10T17:00:00.000000Z', timezone: 'Europe/Istanbul', status: { code: 'registration-end' as const } };
    const current = { ...grid, stages: [grid.stages[0]!, { id: 2, name: 'Final', groups: [playing, later] }] };
    const api = createFakeApi().on('GET', '/v1/client/tournament/almaty-spring-cup/grid', { body: { data: current } });
    await renderWithProviders(<StandingsSection tournament={makeTournamentDetail({ timezone: 'Asia/Almaty', stages: [makeStage({ id: 1 }), makeStage({ id: 2 })] })} />, { route: '/en/esports-mobile-tournaments/almaty-spring-cup', fetch: api.fetch });
    const section = await screen.findByTestId('standings');
    expect(await within(section).findByRole('tab', { name: 'Final', selected: true })).toBeInTheDocument();
    const times = within(section).getAllByTestId('group-time').map((node) => node.textContent);
    expect(times).toEqual([expect.stringContaining('10.05.2026 20:00 (Asia/Almaty)'), expect.stringContaining('10.05.2026 22:00 (Asia/Almaty)')]);
  });

  it('is not shown for an MLBB tournament', async () => {
    const api = createFakeApi();
    await renderWithProviders(<StandingsSection tournament={makeTournamentDetail({ game_slug: 'mlbb' })} />, { route: '/en/esports-mobile-tournaments/x', fetch: api.fetch });
    expect(screen.queryByTestId('standings')).toBeNull();
  });
});
