import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { API_PATHS, RESULTS_CHANGED_EVENT, type Bracket, type GroupResults, type ResultsChange } from '@portal/shared/contracts';
import { resultsChannel } from '@portal/shared/domain';
import type { ChannelMessage } from '../../realtime/bus';
import { selectRows } from '../../db/sql-helpers';
import { issueToken } from '../../sessions/tokens';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls, type OrganizerCalls } from '../../../test-support/organizer-world';
import { TestSocket } from '../../../test-support/socket-client';

type Data<T> = { data: T };

/**
 * Live results: the organiser's writes to standings and brackets are announced on the tournament's public
 * channel once they commit, never for a refused or rolled-back write. The demo world's Bishkek Showdown
 * (PUBG, run by Ala-Too Gaming: the admin writes, the demo organiser may not) has unpublished groups of two
 * teams; MLBB Winter Clash belongs to the demo organiser and has no bracket yet.
 */
describe.each(TEST_DRIVERS)('results announced on the tournament channel (%s)', (driver) => {
  let world: TestWorld;
  let api: OrganizerCalls;
  let bishkek = 0;
  let group = { id: 0, stage_id: 0 };
  let teams: number[] = [];
  let winterClash = 0;
  let clashStage = 0;
  let privateCup = 0;

  /** Messages of the channels listened to, with the number of transactions open when each arrived. */
  const heard: { message: ChannelMessage; openTransactions: number }[] = [];
  let openTransactions = 0;
  /** Set to make the next transaction fail after its work, as a commit that does not go through. */
  let failNextCommit = false;

  beforeAll(async () => {
    world = await openTestWorld(driver);
    api = organizerCalls(world);
    const db = world.handle.db;
    const ids = await selectRows<{ slug: string; id: number }>(db, sql`select slug, id from tournaments where slug in ('bishkek-showdown', 'mlbb-winter-clash', 'private-scrim-cup')`);
    const idOf = (slug: string) => ids.find((row) => row.slug === slug)?.id ?? 0;
    [bishkek, winterClash, privateCup] = [idOf('bishkek-showdown'), idOf('mlbb-winter-clash'), idOf('private-scrim-cup')];
    const [first] = await selectRows<{ id: number; stage_id: number }>(
      db,
      sql`select g.id, g.stage_id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${bishkek} and g.results_published_at is null
        and (select count(*) from stage_teams st where st.group_id = g.id) >= 2 order by s.sort_order, g.id limit 1`,
    );
    group = first ?? group;
    teams = (await selectRows<{ id: number }>(db, sql`select id from stage_teams where group_id = ${group.id} order by id`)).map((row) => row.id);
    const [stage] = await selectRows<{ id: number }>(db, sql`select s.id from stages s where s.tournament_id = ${winterClash} and (select count(*) from stage_teams st where st.stage_id = s.id) >= 2 order by s.sort_order, s.id limit 1`);
    clashStage = stage?.id ?? 0;
    expect([bishkek, winterClash, privateCup, group.id, clashStage].every((id) => id > 0)).toBe(true);
    expect(teams.length).toBeGreaterThanOrEqual(2);

    // Every transaction of the app is counted while it runs, up to its commit (or rollback).
    const database = world.app.db;
    const transaction = database.transaction.bind(database);
    database.transaction = ((work: Parameters<typeof transaction>[0], config?: Parameters<typeof transaction>[1]) => {
      openTransactions += 1;
      return transaction(async (tx) => {
        const result = await work(tx);
        if (failNextCommit) {
          failNextCommit = false;
          throw new Error('the commit did not go through');
        }
        return result;
      }, config).finally(() => {
        openTransactions -= 1;
      });
    }) as typeof database.transaction;
    for (const tournament of [bishkek, winterClash]) {
      await world.app.realtime.bus.subscribe(resultsChannel(tournament), (message) => heard.push({ message, openTransactions }));
    }
  }, 180_000);
  afterAll(() => world?.dispose());

  const changes = () => heard.map(({ message }) => message.payload as ResultsChange);
  const enter = (caller: 'admin' | 'organizer' | 'captain' | 'guest', n: number, lines: [number, number][]) =>
    api.call(caller, 'PUT', `/api/organizer/groups/${group.id}/matches/${n}`, { results: lines.map(([place, kills], i) => ({ stage_team_id: teams[i], place, kills })) });
  const publish = (caller: 'admin' | 'organizer' | 'captain' | 'guest') => api.call(caller, 'POST', `/api/organizer/groups/${group.id}/results/publish`);
  const publicResults = async () => ((await api.call('guest', 'GET', `/api/v1/client/tournament/group/${group.id}/results`)).json() as Data<GroupResults>).data;

  it('announces nothing for refused writes: strangers, bad lines, a gap in the match numbers', async () => {
    expect((await publish('guest')).statusCode).toBe(401);
    expect((await publish('captain')).statusCode).toBe(403);
    // The demo organiser runs other tournaments.
    expect((await publish('organizer')).statusCode).toBe(403);
    expect((await enter('admin', 1, [[1, 0], [1, 2]])).statusCode).toBe(422);
    expect((await enter('admin', 3, [[1, 0], [2, 0]])).statusCode).toBe(409);
    expect(heard).toEqual([]);
  });

  it('announces nothing for a write that rolls back, and the change is gone', async () => {
    failNextCommit = true;
    expect((await publish('admin')).statusCode).toBe(500);
    expect(failNextCommit).toBe(false);
    expect((await publicResults()).group_results).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('keeps unpublished results to the console, then announces their publication once it committed', async () => {
    expect((await enter('admin', 1, [[1, 4], [2, 1]])).statusCode).toBe(200);
    // Players see nothing of unpublished results: nothing to announce.
    expect(heard).toEqual([]);

    const reads: Promise<GroupResults>[] = [];
    const stopReading = await world.app.realtime.bus.subscribe(resultsChannel(bishkek), () => reads.push(publicResults()));
    try {
      expect((await publish('admin')).statusCode).toBe(200);
    } finally {
      await stopReading();
    }
    expect(heard).toEqual([
      { message: { channel: resultsChannel(bishkek), event: RESULTS_CHANGED_EVENT, payload: { tournament_id: bishkek, kind: 'standings', stage_id: group.stage_id, group_id: group.id } }, openTransactions: 0 },
    ]);
    // A page that reads again on the event gets the published standings.
    const [read] = await Promise.all(reads);
    expect(read?.group_results.map((row) => row.stage_team_id)).toEqual([teams[0], teams[1]]);
  });

  it('announces a correction of published results and a new placement table, each after its commit', async () => {
    heard.length = 0;
    expect((await enter('admin', 1, [[2, 0], [1, 0]])).statusCode).toBe(200);
    expect((await api.call('admin', 'PUT', `/api/organizer/tournaments/${bishkek}/placement-points`, { placement_points: [12, 8, 6, 5, 4, 3, 2, 1] })).statusCode).toBe(200);
    expect(changes()).toEqual([
      { tournament_id: bishkek, kind: 'standings', stage_id: group.stage_id, group_id: group.id },
      { tournament_id: bishkek, kind: 'standings', stage_id: null, group_id: null },
    ]);
    expect(heard.map((entry) => entry.openTransactions)).toEqual([0, 0]);
    // A refused table (negative points) announces nothing.
    expect((await api.call('admin', 'PUT', `/api/organizer/tournaments/${bishkek}/placement-points`, { placement_points: [10, -1] })).statusCode).toBe(422);
    expect(heard).toHaveLength(2);
  });

  it("announces the owning organiser's new bracket and series scores, not a refused or rolled-back score", async () => {
    heard.length = 0;
    const created = await api.call('organizer', 'POST', `/api${API_PATHS.organizerStageBracket(clashStage)}`, { type: 'single_elimination', best_of: 3 });
    expect(created.statusCode).toBe(201);
    const bracketChange = { tournament_id: winterClash, kind: 'bracket', stage_id: clashStage, group_id: null };
    expect(changes()).toEqual([bracketChange]);
    const matches = (created.json() as Data<Bracket>).data.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches));
    const ready = matches.find((m) => m.status === 'ready');
    const waiting = matches.find((m) => m.status === 'locked' || m.status === 'waiting');
    if (!ready || !waiting) throw new Error('the new bracket has no ready and no waiting match');
    const score = (matchId: number, body: unknown) => api.call('organizer', 'PUT', `/api${API_PATHS.organizerBracketMatch(clashStage, matchId)}`, body);

    // Refused inside the transaction, with the bracket locked: a score over the series, a match not ready.
    expect((await score(ready.id, { opponent1_score: 2, opponent2_score: 2 })).statusCode).toBe(422);
    expect((await score(waiting.id, { opponent1_score: 2, opponent2_score: 0 })).statusCode).toBe(409);
    expect((await api.call('captain', 'PUT', `/api${API_PATHS.organizerBracketMatch(clashStage, ready.id)}`, { opponent1_score: 2, opponent2_score: 0 })).statusCode).toBe(403);
    failNextCommit = true;
    expect((await score(ready.id, { opponent1_score: 2, opponent2_score: 0 })).statusCode).toBe(500);
    expect(changes()).toEqual([bracketChange]);

    expect((await score(ready.id, { opponent1_score: 2, opponent2_score: 1 })).statusCode).toBe(200);
    expect(changes()).toEqual([bracketChange, bracketChange]);
    expect(heard.map((entry) => entry.openTransactions)).toEqual([0, 0]);
    const [bracket] = ((await api.call('guest', 'GET', `/api${API_PATHS.tournamentBrackets(winterClash)}`)).json() as Data<Bracket[]>).data;
    expect(bracket?.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches)).find((m) => m.id === ready.id)?.opponent1).toMatchObject({ score: 2, result: 'win' });
  });

  it('lets guests listen to a public tournament, a private one only to those who reach it without its hash', async () => {
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(world.app.server.address() as AddressInfo).port}/api/ws`;
    const guest = await TestSocket.open(url);
    try {
      guest.send({ type: 'auth', data: { token: null } });
      await guest.next((f) => f.type === 'ready');
      guest.send({ type: 'subscribe', data: { channel: resultsChannel(bishkek) } });
      expect(await guest.next()).toEqual({ type: 'subscribed', data: { channel: resultsChannel(bishkek) } });
      guest.send({ type: 'subscribe', data: { channel: resultsChannel(privateCup) } });
      expect(await guest.next()).toEqual({ type: 'error', data: { code: 'errors.socket_channel_forbidden' } });
      guest.send({ type: 'subscribe', data: { channel: 'tournament.999999' } });
      expect(await guest.next()).toEqual({ type: 'error', data: { code: 'errors.socket_channel_forbidden' } });

      expect((await enter('admin', 2, [[1, 3], [2, 0]])).statusCode).toBe(200);
      const frame = await guest.next((f) => f.type === 'message');
      expect(frame.data).toEqual({ channel: resultsChannel(bishkek), event: RESULTS_CHANGED_EVENT, payload: { tournament_id: bishkek, kind: 'standings', stage_id: group.stage_id, group_id: group.id } });
    } finally {
      await guest.close();
    }
    // Staff reach the private tournament without its hash, so they may listen to it.
    const admin = await TestSocket.open(url);
    try {
      admin.send({ type: 'auth', data: { token: (await issueToken(world.handle.db, await api.userIdOf('admin'), { ttlMs: 600_000 })).token } });
      await admin.next((f) => f.type === 'ready');
      admin.send({ type: 'subscribe', data: { channel: resultsChannel(privateCup) } });
      expect(await admin.next()).toEqual({ type: 'subscribed', data: { channel: resultsChannel(privateCup) } });
    } finally {
      await admin.close();
    }
  });
});
