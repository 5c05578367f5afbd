import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { API_PATHS, type OrganizerBrackets } from '@portal/shared/contracts';
import { BracketSchema, OrganizerBracketsSchema } from '@portal/shared/contracts/responses';
import { tournaments, users } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { issueToken } from '../../sessions/tokens';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';

const api = (path: string) => `/api${path}`;
const BracketList = v.object({ data: v.array(BracketSchema) });
// Cast: tsc will not instantiate the full inferred type of this deep schema.
const ORGANIZER_BRACKETS: v.GenericSchema = OrganizerBracketsSchema as unknown as v.GenericSchema;

describe.each(TEST_DRIVERS)('MLBB brackets (%s)', (driver) => {
  let t: AuthTestWorld;
  let admin: string;
  let player: string;
  let organizer: string;
  let bosphorus: number;
  let stages: { id: number; name: string; sort_order: number }[];
  let pubgStage: number;

  beforeAll(async () => {
    t = await openAuthWorld(driver);
    const db = t.world.handle.db;
    [admin, player] = await Promise.all([t.tokenOf('admin'), t.tokenOf('player')]);
    const [org] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'organizer@esports.example'));
    organizer = (await issueToken(db, org?.id ?? 0, { ttlMs: 600_000 })).token;
    const [row] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, 'mlbb-bosphorus-series'));
    bosphorus = row?.id ?? 0;
    stages = await selectRows(db, sql`select id, name, sort_order from stages where tournament_id = ${bosphorus} order by sort_order, id`);
    const [pubg] = await selectRows<{ id: number }>(db, sql`select s.id from stages s join tournaments t on t.id = s.tournament_id where t.slug = 'tashkent-open' order by s.sort_order limit 1`);
    pubgStage = pubg?.id ?? 0;
  }, 180_000);
  afterAll(() => t?.dispose());

  it('shows the seeded bracket in progress to everyone', async () => {
    const answer = await send(t.app, 'GET', api(API_PATHS.tournamentBrackets(bosphorus)));
    expect(answer.statusCode).toBe(200);
    const [bracket] = v.parse(BracketList, answer.json()).data;
    expect(bracket).toMatchObject({ type: 'double_elimination', best_of: 3, champion: null });
    expect(bracket?.groups.map((g) => g.kind)).toEqual(['winners', 'losers', 'final']);
    const completed = bracket?.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches)).filter((m) => m.status === 'completed' && m.opponent1 !== null && m.opponent2 !== null) ?? [];
    expect(completed).toHaveLength(1);
    expect(completed[0]?.opponent1).toMatchObject({ score: 2, result: 'win' });
    expect((await send(t.app, 'GET', api(API_PATHS.tournamentBrackets(999_999)))).statusCode).toBe(404);
  });

  it('lets only staff or the owning organiser write (guest 401, player 403, other organiser 403)', async () => {
    const stage = stages[2]?.id ?? 0;
    const body = { type: 'single_elimination', best_of: 1 };
    expect((await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(stage)), { body })).statusCode).toBe(401);
    expect((await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(stage)), { token: player, body })).statusCode).toBe(403);
    expect((await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(stage)), { token: organizer, body })).statusCode).toBe(403);
    expect((await send(t.app, 'GET', api(API_PATHS.organizerBrackets(bosphorus)), { token: organizer })).statusCode).toBe(403);
    expect((await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(999_999)), { token: admin, body })).statusCode).toBe(404);
  });

  it('refuses bad input, PUBG stages and a second bracket', async () => {
    const bad = await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(stages[2]?.id ?? 0)), { token: admin, body: { type: 'swiss', best_of: 2 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: ['validation.match_play.bracket_type'], best_of: ['validation.match_play.best_of'] });
    expect((await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(pubgStage)), { token: admin, body: { type: 'single_elimination', best_of: 1 } })).json().code).toBe('errors.bracket_mlbb_only');
    const again = await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(stages[1]?.id ?? 0)), { token: admin, body: { type: 'single_elimination', best_of: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('errors.bracket_exists');
  });

  it('creates a bracket from the accepted teams; a series score advances the winner; every change is audited', async () => {
    const stage = stages[0]?.id ?? 0;
    const created = await send(t.app, 'POST', api(API_PATHS.organizerStageBracket(stage)), { token: admin, body: { type: 'single_elimination', best_of: 3 } });
    expect(created.statusCode).toBe(201);
    const bracket = v.parse(v.object({ data: BracketSchema }), created.json()).data;
    const [first, second] = bracket.groups[0]?.rounds ?? [];
    const ready = first?.matches.find((m) => m.status === 'ready');
    if (!ready || !second) throw new Error('no ready match');
    const url = api(API_PATHS.organizerBracketMatch(stage, ready.id));
    // Running series: no winner yet.
    const running = v.parse(v.object({ data: BracketSchema }), (await send(t.app, 'PUT', url, { token: admin, body: { opponent1_score: 1, opponent2_score: 1 } })).json()).data;
    expect(running.groups[0]?.rounds[0]?.matches.find((m) => m.id === ready.id)?.status).toBe('running');
    const impossible = await send(t.app, 'PUT', url, { token: admin, body: { opponent1_score: 2, opponent2_score: 2 } });
    expect(impossible.statusCode).toBe(422);
    const won = v.parse(v.object({ data: BracketSchema }), (await send(t.app, 'PUT', url, { token: admin, body: { opponent1_score: 1, opponent2_score: 2 } })).json()).data;
    const winner = won.groups[0]?.rounds[0]?.matches.find((m) => m.id === ready.id)?.opponent2?.team;
    expect(winner).not.toBeNull();
    const nextRound = won.groups[0]?.rounds[1]?.matches.flatMap((m) => [m.opponent1?.team?.id, m.opponent2?.team?.id]) ?? [];
    expect(nextRound).toContain(winner?.id);
    const audit = (await send(t.app, 'GET', api(API_PATHS.organizerBrackets(bosphorus)), { token: admin })).json().data as OrganizerBrackets;
    expect(v.safeParse(ORGANIZER_BRACKETS, audit).success).toBe(true);
    const mine = audit.changes.filter((c) => c.match_id === ready.id);
    expect(mine.map((c) => [c.before, c.after])).toEqual([
      [{ opponent1_score: 1, opponent2_score: 1 }, { opponent1_score: 1, opponent2_score: 2 }],
      [{ opponent1_score: null, opponent2_score: null }, { opponent1_score: 1, opponent2_score: 1 }],
    ]);
    expect(mine[0]?.changed_by?.username).toBe('PortalAdmin');
    expect(audit.stages.find((s) => s.id === stage)?.bracket).not.toBeNull();
  });

  it('refuses a match whose teams are not known yet, and an unknown match', async () => {
    const stage = stages[1]?.id ?? 0;
    const [bracket] = v.parse(BracketList, (await send(t.app, 'GET', api(API_PATHS.tournamentBrackets(bosphorus)))).json()).data.filter((b) => b.stage_id === stage);
    const waiting = bracket?.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches)).find((m) => m.status === 'locked' || m.status === 'waiting');
    const notReady = await send(t.app, 'PUT', api(API_PATHS.organizerBracketMatch(stage, waiting?.id ?? 0)), { token: admin, body: { opponent1_score: 2, opponent2_score: 0 } });
    expect(notReady.statusCode).toBe(409);
    expect((await send(t.app, 'PUT', api(API_PATHS.organizerBracketMatch(stage, 999_999)), { token: admin, body: { opponent1_score: 2, opponent2_score: 0 } })).statusCode).toBe(404);
  });
});
