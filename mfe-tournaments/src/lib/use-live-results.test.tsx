import { act, screen, within } from '@testing-library/react';
import { REALTIME_SUBSCRIBED_EVENT, registerRealtimeClient, type RealtimeHandler } from '@portal/shared/platform';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../routes';
import { StandingsSection } from '../pages/detail/StandingsSection';
import { makeStanding } from './testing/match-fixtures';
import { makeStage, makeTournamentDetail } from './testing/tournament-fixtures';
import { useLiveResults } from './use-live-results';

const tournament = { id: 5, slug: 'almaty-spring-cup', name: 'Almaty Spring Cup', timezone: 'Asia/Almaty', game_slug: 'pubg' as const };
const group = (id: number, name: string, published: boolean) => ({ id, name, game_time: '2026-05-01T15:00:00.000000Z', timezone: 'Asia/Almaty', status: { code: 'game-process' as const }, teams_count: 2, results_published: published });
const scoring = { placement_points: [10, 6, 5, 4, 3, 2, 1, 1], tiebreaks: ['points', 'placement_points', 'last_match_place', 'kills'] };
const gridWith = (published: boolean) => ({ tournament, ...scoring, stages: [{ id: 1, name: 'Qualifier', groups: [group(12, 'Group B', published)] }] });
const results = { tournament, stage: { id: 1, name: 'Qualifier' }, group: group(12, 'Group B', true), ...scoring, match_count: 1, group_results: [makeStanding({ stage_team_id: 43, team: { id: 4, name: 'Steppe Eagles', slug: null, logo: null } })] };

/** A realtime client of the test's own: `emit` plays a server event on a channel to its listeners. */
function fakeRealtime() {
  const listeners: { channel: string; handler: RealtimeHandler }[] = [];
  const unregister = registerRealtimeClient({
    subscribe: (channel, handler) => {
      const entry = { channel, handler };
      listeners.push(entry);
      return () => void listeners.splice(listeners.indexOf(entry), 1);
    },
    status: () => 'open',
    onStatusChange: () => () => undefined,
  });
  const emit = (channel: string, event: string, payload: unknown) =>
    act(() => listeners.filter((l) => l.channel === channel).forEach((l) => l.handler({ channel, event, payload })));
  return { listeners, emit, unregister };
}

function LiveStandings() {
  useLiveResults({ id: tournament.id, slug: tournament.slug });
  return <StandingsSection tournament={makeTournamentDetail({ id: 5, slug: tournament.slug, stages: [makeStage({ id: 1 })] })} />;
}

const gridCalls = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((call) => call.url.startsWith('/v1/client/tournament/almaty-spring-cup/grid')).length;

describe('live results on an open page', () => {
  it('shows standings the organiser publishes while the page is open, without a reload', async () => {
    const { listeners, emit, unregister } = fakeRealtime();
    try {
      const api = createFakeApi()
        .on('GET', '/v1/client/tournament/almaty-spring-cup/grid', { body: { data: gridWith(false) } }, { body: { data: gridWith(true) } })
        .on('GET', '/v1/client/tournament/group/12/results', { body: { data: results } });
      await renderWithProviders(<LiveStandings />, { route: '/en/esports-mobile-tournaments/almaty-spring-cup', fetch: api.fetch });
      const section = await screen.findByTestId('standings');
      expect(await within(section).findByText('Results will appear once the organiser publishes them.')).toBeInTheDocument();
      expect(listeners.map((l) => l.channel)).toEqual(['tournament.5']);

      // Another tournament's change and other events on the channel change nothing.
      await emit('tournament.5', 'results_changed', { tournament_id: 6, kind: 'standings', stage_id: 1, group_id: 12 });
      await emit('tournament.5', 'something_else', null);
      expect(gridCalls(api)).toBe(1);

      await emit('tournament.5', 'results_changed', { tournament_id: 5, kind: 'standings', stage_id: 1, group_id: 12 });
      const row = await within(section).findByTestId('standings-row');
      expect(row).toHaveTextContent('Steppe Eagles');
      expect(gridCalls(api)).toBe(2);

      // A bracket's change is not the standings': they are not read again.
      await emit('tournament.5', 'results_changed', { tournament_id: 5, kind: 'bracket', stage_id: 1, group_id: null });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(gridCalls(api)).toBe(2);
      // When the channel starts delivering (again), everything is read again.
      await emit('tournament.5', REALTIME_SUBSCRIBED_EVENT, null);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(gridCalls(api)).toBe(3);
    } finally {
      unregister();
    }
  });

  it('listens to nothing before the tournament is known', async () => {
    const { listeners, unregister } = fakeRealtime();
    function Waiting() {
      useLiveResults(null);
      return null;
    }
    try {
      await renderWithProviders(<Waiting />, { route: '/en/matches', fetch: createFakeApi().fetch });
      expect(listeners).toEqual([]);
    } finally {
      unregister();
    }
  });
});
