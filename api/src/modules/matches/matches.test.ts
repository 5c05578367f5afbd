import { eq, sql } from 'drizzle-orm';
import type { GroupResults, MatchDetail, MyMatches, OrganizerGroupResults, PlacementTable, TournamentGrid } from '@portal/shared/contracts';
import { notifications, stageGroups } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls, type OrganizerCalls } from '../../../test-support/organizer-world';

type Data<T> = { data: T };
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as Data<T>).data;
const MINUTE = 60_000;

describe.each(TEST_DRIVERS)('matches, grid and results (%s)', (driver) => {
  let world: TestWorld;
  let api: OrganizerCalls;
  /** Central Asia Masters' semi-final group where the captain's Almaty Wolves play, and their stage teams. */
  let groupId = 0;
  let wolves = 0;
  let rival = 0;

  beforeAll(async () => {
    world = await openTestWorld(driver);
    api = organizerCalls(world);
    const rows = await selectRows<{ group_id: number; stage_team_id: number; team: string }>(
      world.handle.db,
      sql`select st.group_id, st.id as stage_team_id, tm.name as team from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id
        join teams tm on tm.id = tt.team_id join stage_groups g on g.id = st.group_id join stages s on s.id = st.stage_id join tournaments t on t.id = s.tournament_id
        where t.slug = 'central-asia-masters' and g.status = 'game-process' order by st.id`,
    );
    groupId = rows[0]?.group_id ?? 0;
    wolves = rows.find((row) => row.team === 'Almaty Wolves')?.stage_team_id ?? 0;
    rival = rows.find((row) => row.team !== 'Almaty Wolves')?.stage_team_id ?? 0;
    expect([groupId > 0, wolves > 0, rival > 0]).toEqual([true, true, true]);
  });
  afterAll(async () => world?.dispose());

  const enter = (caller: 'admin' | 'organizer' | 'captain' | 'guest', n: number, results: unknown) => api.call(caller, 'PUT', `/api/organizer/groups/${groupId}/matches/${n}`, { results });

  it('answers the grid: stages with their groups, the official table and the tiebreak rule', async () => {
    const response = await api.call('guest', 'GET', '/api/v1/client/tournament/central-asia-masters/grid');
    expect(response.statusCode).toBe(200);
    const grid = dataOf<TournamentGrid>(response);
    expect(grid.stages.map((stage) => stage.groups.length)).toEqual([3, 2, 1]);
    expect(grid.placement_points).toEqual([10, 6, 5, 4, 3, 2, 1, 1]);
    expect(grid.tiebreaks).toEqual(['points', 'placement_points', 'last_match_place', 'kills']);
    expect((await api.call('guest', 'GET', '/api/v1/client/tournament/private-scrim-cup/grid')).statusCode).toBe(404);
    expect((await api.call('guest', 'GET', '/api/v1/client/tournament/no-such-cup/grid')).statusCode).toBe(404);
  });

  it('lets only staff and the owning organiser enter results, and checks the lines', async () => {
    const line = [{ stage_team_id: wolves, place: 1, kills: 0 }];
    expect((await enter('guest', 1, line)).statusCode).toBe(401);
    expect((await enter('captain', 1, line)).statusCode).toBe(403);
    expect((await enter('organizer', 1, line)).statusCode).toBe(403);
    expect((await api.call('admin', 'PUT', '/api/organizer/groups/999999/matches/1', { results: line })).statusCode).toBe(404);
    const repeated = await enter('admin', 1, [{ stage_team_id: wolves, place: 1, kills: 0 }, { stage_team_id: rival, place: 1, kills: 2 }]);
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toMatchObject({ errors: { results: ['validation.matches.place_repeated'] } });
    expect((await enter('admin', 1, [{ stage_team_id: 1, place: 1, kills: 0 }])).json()).toMatchObject({ errors: { results: ['validation.matches.team_invalid'] } });
    expect((await enter('admin', 9, line)).statusCode).toBe(409);
  });

  it('ranks by points, then placement points, then the last match placement; keeps every change in the audit list', async () => {
    expect((await enter('admin', 1, [{ stage_team_id: wolves, place: 2, kills: 3 }, { stage_team_id: rival, place: 1, kills: 0 }])).statusCode).toBe(200);
    // The correction: Wolves 1st without kills (10), the rival 2nd (6).
    expect((await enter('admin', 1, [{ stage_team_id: wolves, place: 1, kills: 0 }, { stage_team_id: rival, place: 2, kills: 0 }])).statusCode).toBe(200);
    const second = await enter('admin', 2, [{ stage_team_id: rival, place: 1, kills: 0 }, { stage_team_id: wolves, place: 2, kills: 0 }]);
    expect(second.statusCode).toBe(200);
    const results = dataOf<OrganizerGroupResults>(second);
    // 16 points and 16 placement points each: the rival won the last match.
    expect(results.group_results.map((row) => [row.stage_team_id, row.points, row.placement_points, row.last_match_place])).toEqual([
      [rival, 16, 16, 1],
      [wolves, 16, 16, 2],
    ]);
    expect(results.match_count).toBe(2);
    const [latest, correction, first] = results.audit;
    expect(latest).toMatchObject({ match_number: 2, user: { username: expect.any(String) as string } });
    expect(correction?.before).toEqual([{ stage_team_id: rival, place: 1, kills: 0 }, { stage_team_id: wolves, place: 2, kills: 3 }]);
    expect(correction?.after).toEqual([{ stage_team_id: wolves, place: 1, kills: 0 }, { stage_team_id: rival, place: 2, kills: 0 }]);
    expect(first?.match_number).toBe(1);
    // A third match decides by points: Wolves 1st with 4 kills.
    const third = dataOf<OrganizerGroupResults>(await enter('admin', 3, [{ stage_team_id: wolves, place: 1, kills: 4 }, { stage_team_id: rival, place: 2, kills: 1 }]));
    expect(third.group_results.map((row) => [row.stage_team_id, row.points])).toEqual([
      [wolves, 30],
      [rival, 23],
    ]);
  });

  it('shows results to players once published, and tells the teams', async () => {
    await world.handle.db.update(stageGroups).set({ resultsPublishedAt: null }).where(eq(stageGroups.id, groupId));
    const draft = dataOf<GroupResults>(await api.call('guest', 'GET', `/api/v1/client/tournament/group/${groupId}/results`));
    expect(draft.group_results).toEqual([]);
    expect(draft.group.results_published).toBe(false);
    expect((await api.call('captain', 'POST', `/api/organizer/groups/${groupId}/results/publish`)).statusCode).toBe(403);
    expect((await api.call('admin', 'POST', `/api/organizer/groups/${groupId}/results/publish`)).statusCode).toBe(200);
    const published = dataOf<GroupResults>(await api.call('guest', 'GET', `/api/v1/client/tournament/group/${groupId}/results`));
    expect(published.group_results.map((row) => row.stage_team_id)).toEqual([wolves, rival]);
    expect(published.group_results[0]?.group_match_results).toHaveLength(3);
    const captainId = await api.userIdOf('captain');
    const told = await world.handle.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, captainId));
    expect(told.map((row) => row.type)).toContain('results_published');
    expect((await api.call('guest', 'GET', '/api/v1/client/tournament/group/999999/results')).statusCode).toBe(404);
  });

  it('shows the lobby only to the teams of the group, from 15 minutes before the game time', async () => {
    const setTime = (minutes: number) =>
      world.handle.db.update(stageGroups).set({ gameTime: new Date(Date.now() + minutes * MINUTE), lobbyId: '7788123', lobbyPassword: 'wolf42' }).where(eq(stageGroups.id, groupId));
    const lobbyAs = async (caller: 'captain' | 'player' | 'newbie' | 'guest') => {
      const response = await api.call(caller, 'GET', `/api/v1/client/match/${rival}`);
      expect(response.statusCode).toBe(200);
      return dataOf<MatchDetail>(response);
    };
    await setTime(30);
    expect((await lobbyAs('captain')).lobby).toBeNull();
    expect((await lobbyAs('captain')).is_participant).toBe(true);
    await setTime(10);
    expect((await lobbyAs('captain')).lobby).toEqual({ lobby_id: '7788123', lobby_password: 'wolf42' });
    expect((await lobbyAs('player')).lobby).toEqual({ lobby_id: '7788123', lobby_password: 'wolf42' });
    // A member of the team left out of the players named for the group sees the match, not the lobby.
    const playerId = await api.userIdOf('player');
    const [line] = await selectRows<{ id: number }>(world.handle.db, sql`delete from stage_team_members where stage_team_id = ${wolves} and user_id = ${playerId} returning stage_team_id as id`);
    const benched = await lobbyAs('player');
    if (line) await world.handle.db.execute(sql`insert into stage_team_members (stage_team_id, user_id) values (${wolves}, ${playerId})`);
    expect(line).toBeDefined();
    expect([benched.is_participant, benched.lobby]).toEqual([true, null]);
    const other = await lobbyAs('newbie');
    expect([other.lobby, other.is_participant]).toEqual([null, false]);
    const guest = await lobbyAs('guest');
    expect(guest.lobby).toBeNull();
    expect(guest.teams.map((team) => team.name)).toContain('Almaty Wolves');
    expect(guest.group_results).toHaveLength(2);
    expect((await api.call('guest', 'GET', '/api/v1/client/match/999999')).statusCode).toBe(404);
  });

  it("lists the player's matches, upcoming and past", async () => {
    expect((await api.call('guest', 'GET', '/api/v1/client/matches')).statusCode).toBe(401);
    const mine = dataOf<MyMatches>(await api.call('captain', 'GET', '/api/v1/client/matches'));
    const current = mine.upcoming.find((match) => match.stage_team_id === wolves);
    expect(current).toMatchObject({ tournament: { slug: 'central-asia-masters' }, team: { name: 'Almaty Wolves' }, place: 1, points: 30 });
    expect(mine.past.length).toBeGreaterThan(0);
    expect(mine.past.every((match) => match.group.status.code === 'ended')).toBe(true);
    expect(dataOf<MyMatches>(await api.call('newbie', 'GET', '/api/v1/client/matches'))).toEqual({ upcoming: [], past: [] });
  });

  it('keeps a placement table per tournament, and the standings follow it', async () => {
    expect((await api.call('organizer', 'GET', '/api/organizer/tournaments/central-asia-masters/placement-points')).statusCode).toBe(403);
    const official = dataOf<PlacementTable>(await api.call('admin', 'GET', '/api/organizer/tournaments/central-asia-masters/placement-points'));
    expect(official).toEqual({ placement_points: [10, 6, 5, 4, 3, 2, 1, 1], is_official: true });
    expect((await api.call('admin', 'PUT', '/api/organizer/tournaments/central-asia-masters/placement-points', { placement_points: [-1] })).statusCode).toBe(422);
    const own = await api.call('admin', 'PUT', '/api/organizer/tournaments/central-asia-masters/placement-points', { placement_points: [20, 2] });
    expect(dataOf<PlacementTable>(own)).toEqual({ placement_points: [20, 2], is_official: false });
    const results = dataOf<GroupResults>(await api.call('guest', 'GET', `/api/v1/client/tournament/group/${groupId}/results`));
    // Wolves: 20 + 2 + 20 + 4 kills = 46; rival: 2 + 20 + 2 + 1 kill = 25.
    expect(results.group_results.map((row) => [row.stage_team_id, row.points])).toEqual([
      [wolves, 46],
      [rival, 25],
    ]);
    // Each rescored match is in the group's audit list: who changed the table, the points before and after.
    const audit = dataOf<OrganizerGroupResults>(await api.call('admin', 'GET', `/api/organizer/groups/${groupId}/results`)).audit;
    const rescored = audit.filter((entry) => entry.after.every((line) => line.points !== undefined));
    expect(rescored).toHaveLength(3);
    expect(rescored.find((entry) => entry.match_number === 1)?.after.find((line) => line.stage_team_id === wolves)).toMatchObject({ place: 1, points: 20 + (rescored.find((entry) => entry.match_number === 1)?.after.find((line) => line.stage_team_id === wolves)?.kills ?? 0) });
    expect(rescored[0]?.user?.username).toBe('PortalAdmin');
    const restored = await api.call('admin', 'PUT', '/api/organizer/tournaments/central-asia-masters/placement-points', { placement_points: [] });
    expect(dataOf<PlacementTable>(restored).is_official).toBe(true);
    expect((await api.call('admin', 'PUT', '/api/organizer/tournaments/mlbb-winter-clash/placement-points', { placement_points: [1] })).statusCode).toBe(409);
  });
});

describe('match-starting reminders', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld('pglite');
  });
  afterAll(async () => world?.dispose());

  it('tells the players of a group starting within 30 minutes, once', async () => {
    const { sendMatchReminders } = await import('./reminders');
    const now = new Date();
    const [group] = await selectRows<{ id: number }>(
      world.handle.db,
      sql`select g.id from stage_groups g join stages s on s.id = g.stage_id join tournaments t on t.id = s.tournament_id where t.slug = 'central-asia-masters' and g.status = 'game-process'`,
    );
    // Every other group counts as told (the seeded world may have one starting soon by the wall clock).
    await world.handle.db.update(stageGroups).set({ remindedAt: now });
    await world.handle.db.update(stageGroups).set({ gameTime: new Date(now.getTime() + 20 * MINUTE), remindedAt: null }).where(eq(stageGroups.id, group?.id ?? 0));
    expect(await sendMatchReminders(world.app, now)).toBe(1);
    expect(await sendMatchReminders(world.app, now)).toBe(0);
    const told = await selectRows<{ count: number }>(world.handle.db, sql`select count(*)::int as count from notifications where type = 'match_starting'`);
    expect(told[0]?.count).toBeGreaterThan(1);
  });
});
