import { eq } from 'drizzle-orm';
import { GAMES } from '@portal/shared/constants';
import type { MatchKillStatistics } from '@portal/shared/contracts';
import { kdrFromStatistics } from '@portal/shared/domain';
import { groupMatchResults, groupResults, matchPlayerResults, stageGroups, stages, tournaments, users } from '../../db/schema';
import { DEMO_ACCOUNTS, demoAccount, type DemoAccount } from '../../db/seed/demo-accounts';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { issueToken } from '../../sessions/tokens';
import { killDeathRatio } from '../../services/statistics/match-kill-statistics';

const URL = '/api/v1/client/user/match-kill-statistics';
const ONE_HOUR_MS = 3_600_000;
const GAME_FIELDS = ['deaths', 'kdr', 'kills', 'matches'];

describe('killDeathRatio', () => {
  it('divides kills by deaths, rounded half up to two decimals', () => {
    expect(killDeathRatio(54, 17)).toBe(3.18);
    expect(killDeathRatio(2, 3)).toBe(0.67);
    expect(killDeathRatio(1, 8)).toBe(0.13);
    expect(killDeathRatio(201, 200)).toBe(1.01);
    expect(killDeathRatio(12, 13)).toBe(0.92);
    expect(killDeathRatio(10, 5)).toBe(2);
  });

  it('is the kills without deaths, and 0 without kills', () => {
    expect(killDeathRatio(7, 0)).toBe(7);
    expect(killDeathRatio(0, 0)).toBe(0);
    expect(killDeathRatio(0, 4)).toBe(0);
  });
});

describe.each(TEST_DRIVERS)('GET /api/v1/client/user/match-kill-statistics (%s)', (driver) => {
  let world: TestWorld;
  const db = () => world.handle.db;
  const get = (token?: string) => world.app.inject({ method: 'GET', url: URL, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const tokenFor = async (userId: number) => (await issueToken(db(), userId, { ttlMs: ONE_HOUR_MS })).token;
  const userIdOf = async (key: DemoAccount['key']) => {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, demoAccount(key).email));
    if (!row) throw new Error(`demo account ${key} missing`);
    return row.id;
  };
  const statisticsOf = async (userId: number) => {
    const response = await get(await tokenFor(userId));
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MatchKillStatistics }>().data;
  };
  /** Every match of every tournament, with the tournament's game. */
  const matchesWithGame = () =>
    db()
      .select({ matchId: groupMatchResults.id, gameId: tournaments.gameId })
      .from(groupMatchResults)
      .innerJoin(groupResults, eq(groupResults.id, groupMatchResults.groupResultId))
      .innerJoin(stageGroups, eq(stageGroups.id, groupResults.groupId))
      .innerJoin(stages, eq(stages.id, stageGroups.stageId))
      .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
      .orderBy(groupMatchResults.id);
  const newPlayer = async (username: string) => {
    const [row] = await db().insert(users).values({ username, slug: username.toLowerCase(), email: `${username.toLowerCase()}@mail.example` }).returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    return row.id;
  };

  beforeAll(async () => {
    world = await openTestWorld(driver);
  });
  afterAll(async () => world?.dispose());

  it('answers 401 without a token and with a token the server does not know', async () => {
    for (const response of [await get(), await get('A'.repeat(43))]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'errors.unauthenticated' });
    }
  });

  it("sums the caller's own result lines per game, and the sidebar reads its K/D", async () => {
    const captainId = await userIdOf('captain');
    const games = new Map((await matchesWithGame()).map((m) => [m.matchId, m.gameId]));
    const lines = await db().select().from(matchPlayerResults).where(eq(matchPlayerResults.userId, captainId));
    const pubgLines = lines.filter((line) => games.get(line.groupMatchResultId) === GAMES.pubg.id);
    const kills = pubgLines.reduce((sum, line) => sum + line.kills, 0);
    const deaths = pubgLines.reduce((sum, line) => sum + line.deaths, 0);
    expect(pubgLines.length).toBeGreaterThan(0);
    expect(pubgLines.length).toBe(lines.length);

    const data = await statisticsOf(captainId);
    expect(Object.keys(data).sort()).toEqual(['mlbb', 'pubg_mobile']);
    expect(Object.keys(data.pubg_mobile).sort()).toEqual(GAME_FIELDS);
    expect(data.pubg_mobile).toEqual({ kills, deaths, matches: pubgLines.length, kdr: killDeathRatio(kills, deaths) });
    expect(data.mlbb).toEqual({ kills: 0, deaths: 0, matches: 0, kdr: 0 });
    expect(kdrFromStatistics(data)).toBe(data.pubg_mobile.kdr);
  });

  it('gives every demo account in a team results of its game; the admin and the newcomer have zeros', async () => {
    const playing: Partial<Record<DemoAccount['key'], 'pubg_mobile' | 'mlbb'>> = { captain: 'pubg_mobile', player: 'pubg_mobile', streamer: 'pubg_mobile', banned: 'pubg_mobile', manager: 'mlbb' };
    for (const account of DEMO_ACCOUNTS) {
      const data = await statisticsOf(await userIdOf(account.key));
      const game = playing[account.key];
      for (const key of ['pubg_mobile', 'mlbb'] as const) {
        const stats = data[key];
        if (key === game) {
          expect({ account: account.key, played: stats.matches > 0 && stats.kdr > 0 }).toEqual({ account: account.key, played: true });
        } else {
          expect({ account: account.key, key, stats }).toEqual({ account: account.key, key, stats: { kills: 0, deaths: 0, matches: 0, kdr: 0 } });
        }
      }
    }
  });

  it('counts lines of both games separately: kills without deaths, rounding half up, nobody else’s lines', async () => {
    const matches = await matchesWithGame();
    const pubg = matches.filter((m) => m.gameId === GAMES.pubg.id).map((m) => m.matchId);
    const mlbb = matches.filter((m) => m.gameId === GAMES.mlbb.id).map((m) => m.matchId);
    const [firstPubg, secondPubg] = pubg;
    const [firstMlbb] = mlbb;
    if (firstPubg === undefined || secondPubg === undefined || firstMlbb === undefined) throw new Error('the demo world has too few matches');

    const playerId = await newPlayer('StatsProbe');
    const otherId = await newPlayer('StatsOther');
    await db()
      .insert(matchPlayerResults)
      .values([
        { groupMatchResultId: firstPubg, userId: playerId, kills: 150, deaths: 100, assists: 3, damage: 900 },
        { groupMatchResultId: secondPubg, userId: playerId, kills: 51, deaths: 100 },
        { groupMatchResultId: firstMlbb, userId: playerId, kills: 7, deaths: 0 },
        { groupMatchResultId: firstMlbb, userId: otherId, kills: 30, deaths: 1 },
      ]);

    expect(await statisticsOf(playerId)).toEqual({
      pubg_mobile: { kills: 201, deaths: 200, matches: 2, kdr: 1.01 },
      mlbb: { kills: 7, deaths: 0, matches: 1, kdr: 7 },
    });
    expect(await statisticsOf(otherId)).toEqual({
      pubg_mobile: { kills: 0, deaths: 0, matches: 0, kdr: 0 },
      mlbb: { kills: 30, deaths: 1, matches: 1, kdr: 30 },
    });
  });

  it('is documented in the OpenAPI document with its bearer security', async () => {
    const document = (await world.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { summary?: string; security?: unknown; responses?: Record<string, unknown> } }> }>();
    const operation = document.paths[URL]?.get;
    expect(typeof operation?.summary).toBe('string');
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401']);
  });
});
