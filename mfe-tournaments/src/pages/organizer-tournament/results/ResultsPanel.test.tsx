import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizerGroupResults, OrganizerTournament } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { makeStanding } from '../../../lib/testing/match-fixtures';
import { ResultsPanel } from './ResultsPanel';

jest.setTimeout(30_000);

const group = { id: 31, name: 'Group A', game_time: '2026-05-01T15:00:00.000000Z', timezone: 'Asia/Almaty', status: { code: 'game-process' as const }, capacity: 16, teams_count: 2, lobby_id: null, lobby_password: null, can_delete: false, lock_reasons: ['teams' as const] };
const tournament = {
  id: 5,
  slug: 'almaty-spring-cup',
  name: 'Almaty Spring Cup',
  game_id: 1,
  timezone: 'Asia/Almaty',
  stages: [{ id: 8, name: 'Qualifiers', register_start_date: '2026-04-01T00:00:00.000000Z', replace_count: 1, prev_stage_id: null, groups: [group], can_delete: false, lock_reasons: ['teams' as const] }],
} as unknown as OrganizerTournament;
const wolves = { id: 3, name: 'Almaty Wolves', slug: 'almaty-wolves', logo: null };
const eagles = { id: 4, name: 'Steppe Eagles', slug: null, logo: null };
const results = (patch: Partial<OrganizerGroupResults> = {}): OrganizerGroupResults => ({
  tournament: { id: 5, slug: 'almaty-spring-cup', name: 'Almaty Spring Cup', timezone: 'Asia/Almaty', game_slug: 'pubg' },
  stage: { id: 8, name: 'Qualifiers' },
  group: { ...group, results_published: false },
  placement_points: [10, 6, 5, 4, 3, 2, 1, 1],
  tiebreaks: ['points', 'placement_points', 'last_match_place', 'kills'],
  match_count: 1,
  group_results: [
    makeStanding({ stage_team_id: 42, team: wolves, points: 12, group_match_results: [{ match_number: 1, place: 1, kills: 2, points: 12 }] }),
    makeStanding({ stage_team_id: 43, team: eagles, place: 2, points: 6, group_match_results: [{ match_number: 1, place: 2, kills: 0, points: 6 }] }),
  ],
  published_at: null,
  teams: [
    { stage_team_id: 42, team: wolves },
    { stage_team_id: 43, team: eagles },
  ],
  audit: [{ id: 1, match_number: 1, user: { id: 1, username: 'AdminAsel' }, created_at: '2026-05-01T16:00:00.000000Z', before: [], after: [{ stage_team_id: 42, place: 1, kills: 2 }] }],
  ...patch,
});

describe('organiser Results tab', () => {
  it('shows a rescoring by a placement table change with the points before and after', async () => {
    const rescored = {
      id: 2,
      match_number: 1,
      user: { id: 1, username: 'AdminAsel' },
      created_at: '2026-05-01T17:00:00.000000Z',
      before: [{ stage_team_id: 42, place: 1, kills: 2, points: 12 }],
      after: [{ stage_team_id: 42, place: 1, kills: 2, points: 22 }],
    };
    const api = createFakeApi()
      .on('GET', '/organizer/tournaments/5/placement-points', { body: { data: { placement_points: [20, 6], is_official: false } } })
      .on('GET', '/organizer/groups/31/results', { body: { data: results({ audit: [rescored] }) } });
    await renderWithProviders(<ResultsPanel tournament={tournament} />, { route: '/en/organizer/tournaments/almaty-spring-cup', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Match 1 rescored by AdminAsel: the placement table changed');
    expect(entry).toHaveTextContent('Before: Almaty Wolves: place 1, 2 kills, 12 points');
    expect(entry).toHaveTextContent('After: Almaty Wolves: place 1, 2 kills, 22 points');
  });

  it('shows the standings and audit list, enters the next match and publishes', async () => {
    const api = createFakeApi()
      .on('GET', '/organizer/tournaments/5/placement-points', { body: { data: { placement_points: [10, 6, 5, 4, 3, 2, 1, 1], is_official: true } } })
      .on('GET', '/organizer/groups/31/results', { body: { data: results() } })
      .on('PUT', '/organizer/groups/31/matches/2', { body: { data: results({ match_count: 2 }) } })
      .on('POST', '/organizer/groups/31/results/publish', { body: { data: results({ match_count: 2, published_at: '2026-05-01T17:00:00.000000Z' }) } });
    await renderWithProviders(<ResultsPanel tournament={tournament} />, { route: '/en/organizer/tournaments/almaty-spring-cup', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    const panel = await screen.findByTestId('results-panel');
    expect(await within(panel).findAllByTestId('standings-row')).toHaveLength(2);
    expect(within(panel).getByTestId('audit-entry')).toHaveTextContent('Match 1 entered by AdminAsel');
    expect(within(panel).getByTestId('audit-entry')).toHaveTextContent('After: Almaty Wolves: place 1, 2 kills');
    const editor = within(panel).getByTestId('match-editor');
    expect(within(editor).getByTestId('match-number')).toHaveValue('2');
    // Two teams on one place: refused before sending.
    await userEvent.type(within(editor).getByLabelText('Place of Almaty Wolves'), '1');
    await userEvent.type(within(editor).getByLabelText('Place of Steppe Eagles'), '1');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save match' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('The same place is listed twice');
    await userEvent.clear(within(editor).getByLabelText('Place of Steppe Eagles'));
    await userEvent.type(within(editor).getByLabelText('Place of Steppe Eagles'), '2');
    await userEvent.type(within(editor).getByLabelText('Kills of Steppe Eagles'), '4');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save match' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ results: [{ stage_team_id: 42, place: 1, kills: 0 }, { stage_team_id: 43, place: 2, kills: 4 }] }));
    await userEvent.click(within(panel).getByTestId('publish-results'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.url === '/organizer/groups/31/results/publish')).toBe(true));
  });

  it('says results are entered for PUBG tournaments only', async () => {
    await renderWithProviders(<ResultsPanel tournament={{ ...tournament, game_id: 2 }} />, { route: '/en/organizer/tournaments/x', fetch: createFakeApi().fetch });
    expect(screen.getByText('Placement and kill results are entered for PUBG Mobile tournaments.')).toBeInTheDocument();
  });
});
