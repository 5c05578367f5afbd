import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { PageMetaSchema, PlayerRatingRowSchema, RatingBoardRowSchema, RatingSeasonSchema, TeamRatingSchema } from '@portal/shared/contracts/responses';
import { placementPoints } from '@portal/shared/domain';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { send } from '../../../test-support/requests';
import { RATING_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const BoardSchema = v.object({ data: v.array(RatingBoardRowSchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('ratings (%s)', (driver) => {
  let t: TestWorld;
  beforeAll(async () => {
    t = await openTestWorld(driver);
  });
  afterAll(() => t?.dispose());

  const boardOf = async (game: string, query = '') => v.parse(BoardSchema, (await send(t.app, 'GET', api(`${API_PATHS.ratingBoard(game)}${query}`))).json());

  it('ranks the teams by the placement points of the finished tournaments', async () => {
    const pubg = await boardOf('pubg-mobile');
    expect(pubg.data.length).toBeGreaterThan(5);
    expect(pubg.data.map((r) => r.position)).toEqual(pubg.data.map((_, i) => i + 1));
    const points = pubg.data.map((r) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    // Steppe Cup Spring (division 1, tier x3) was won by someone: 300 points at least for the leader.
    expect(pubg.data[0]?.points).toBeGreaterThanOrEqual(placementPoints(1, 3));
    expect(pubg.data.reduce((n, r) => n + r.wins, 0)).toBeGreaterThanOrEqual(2);
  });

  it('gives each team an OpenSkill rating of the same results beside its points', async () => {
    const pubg = await boardOf('pubg-mobile', '?per_page=100');
    const skills = pubg.data.map((r) => r.skill);
    expect(new Set(skills).size).toBeGreaterThan(1);
    // The leader on points finished above others: its skill is above the board's lowest.
    expect(pubg.data[0]?.skill).toBeGreaterThan(Math.min(...skills));
    const leader = pubg.data[0];
    const team = (await send(t.app, 'GET', api(API_PATHS.ratingTeam('pubg-mobile', leader?.team.slug ?? '')))).json().data as { skill: { mu: number; sigma: number; ordinal: number } };
    expect(team.skill.ordinal).toBe(leader?.skill);
    expect(team.skill.ordinal).toBeCloseTo(team.skill.mu - 3 * team.skill.sigma, 0);
    expect(team.skill.sigma).toBeLessThan(25 / 3);
  });

  it('keeps the division boards to their tournaments and refuses a division of the other game', async () => {
    const all = await boardOf('mlbb');
    const division2 = await boardOf('mlbb', '?board=mlbb-division-2');
    expect(division2.data.length).toBeGreaterThan(0);
    expect(division2.data.length).toBeLessThanOrEqual(all.data.length);
    expect((await boardOf('mlbb', '?board=mlbb-division-3')).data).toEqual([]);
    expect((await send(t.app, 'GET', api(`${API_PATHS.ratingBoard('mlbb')}?board=pubg-mobile-division-1`))).statusCode).toBe(404);
    expect((await send(t.app, 'GET', api(`${API_PATHS.ratingBoard('mlbb')}?board=galaxy`))).statusCode).toBe(422);
    expect((await send(t.app, 'GET', api(API_PATHS.ratingBoard('chess')))).statusCode).toBe(404);
  });

  it('recomputes when a result changes', async () => {
    const before = await boardOf('pubg-mobile');
    const last = before.data.at(-1);
    if (!last) throw new Error('empty board');
    // The last team wins every finished group it played, by far.
    const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
      t.handle.db,
      sql`with mine as (select gr.id from group_results gr join stage_teams st on st.id = gr.stage_team_id join tournament_teams tt on tt.id = st.tournament_team_id where tt.team_id = ${last.team.id} and gr.place is not null)
          update group_results set place = 1, points = 9999 where id in (select id from mine) returning 1 as n`,
    );
    expect(n).toBeGreaterThan(0);
    const after = await boardOf('pubg-mobile');
    const moved = after.data.find((r) => r.team.id === last.team.id);
    expect(moved?.points).toBeGreaterThan(last.points);
    expect(moved?.position).toBeLessThan(last.position);
    expect(moved?.skill).toBeGreaterThan(last.skill);
  });

  it('lists seasons with their leader and answers a season board', async () => {
    const seasons = v.parse(v.object({ data: v.array(RatingSeasonSchema) }), (await send(t.app, 'GET', api(API_PATHS.ratingSeasons('pubg-mobile')), { lang: 'en' })).json()).data;
    expect(seasons.map((s) => s.name)).toEqual(['Season 2', 'Season 1']);
    const withTeams = seasons.find((s) => s.teams_count > 0);
    expect(withTeams?.leader?.team.name).toBeTruthy();
    const season = await boardOf('pubg-mobile', `?board=seasonal&season=${withTeams?.id}`);
    expect(season.data[0]?.team.id).toBe(withTeams?.leader?.team.id);
    expect((await send(t.app, 'GET', api(`${API_PATHS.ratingBoard('pubg-mobile')}?board=seasonal`))).statusCode).toBe(422);
    expect((await send(t.app, 'GET', api(`${API_PATHS.ratingBoard('pubg-mobile')}?board=seasonal&season=99999`))).statusCode).toBe(404);
  });

  it("answers a team's position, points and history with a running total", async () => {
    const leader = (await boardOf('pubg-mobile')).data[0];
    if (!leader) throw new Error('empty board');
    const response = await send(t.app, 'GET', api(API_PATHS.ratingTeam('pubg-mobile', leader.team.slug)));
    const team = v.parse(v.object({ data: TeamRatingSchema }), response.json()).data;
    expect(team).toMatchObject({ position: 1, points: leader.points, tournaments_count: leader.tournaments_count, board: 'all' });
    expect(team.history.length).toBe(leader.tournaments_count);
    expect(team.history.at(-1)?.total).toBe(leader.points);
    expect((await send(t.app, 'GET', api(API_PATHS.ratingTeam('mlbb', leader.team.slug)))).statusCode).toBe(404);
    const world = (await send(t.app, 'GET', api(`${API_PATHS.ratingTeam('pubg-mobile', leader.team.slug)}?board=world`))).json().data;
    expect(world.board).toBe('world');
  });

  it('pages the personal board of players', async () => {
    const page = v.parse(v.object({ data: v.array(PlayerRatingRowSchema), meta: PageMetaSchema }), (await send(t.app, 'GET', api(`${API_PATHS.ratingPlayers('pubg-mobile')}?per_page=5`))).json());
    expect(page.data).toHaveLength(5);
    expect(page.data.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    expect(page.meta.total).toBeGreaterThan(5);
  });

  it('has a permission row per rating route, all public', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('ratings'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(RATING_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });
});
