import { eq } from 'drizzle-orm';
import { DIVISION_SLUGS, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import type { ApiPage, TournamentDetail, TournamentSummary } from '@portal/shared/contracts';
import { tournaments, users } from '../../db/schema';
import { demoAccount } from '../../db/seed/demo-accounts';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { issueToken } from '../../sessions/tokens';

const SUMMARY_FIELDS = [
  'id', 'slug', 'name', 'start_req_time', 'start_req_time_timer', 'end_reg_time', 'end_req_time', 'start_time', 'timezone', 'status',
  'prize_fond', 'organizer', 'slot_count', 'accepted_teams_count', 'teams_count', 'accepted_entries_count', 'format', 'currentFormat',
  'divisions', 'game', 'game_slug', 'youtube_link', 'logo', 'mobile_logo', 'features', 'with_comments', 'with_cap_chats',
  'can_comment_tournament', 'country', 'has_team_in_tournament',
].sort();
const DETAIL_FIELDS = [...SUMMARY_FIELDS, 'description', 'rules', 'info', 'schedule', 'stages', 'currentStage'].sort();
const STAGE_FIELDS = ['id', 'name', 'register_start_date', 'replace_count', 'prev_stage_id', 'registerOpenGroups', 'groups'].sort();
const GROUP_FIELDS = ['id', 'name', 'game_time', 'stage_id', 'timezone', 'status'].sort();
const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ONE_HOUR_MS = 3_600_000;

describe.each(TEST_DRIVERS)('public tournament reads (%s)', (driver) => {
  let world: TestWorld;
  const get = (url: string, headers: Record<string, string> = {}) => world.app.inject({ method: 'GET', url, headers });
  const tokenOf = async (key: Parameters<typeof demoAccount>[0]) => {
    const [user] = await world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount(key).email));
    return (await issueToken(world.handle.db, user?.id ?? 0, { ttlMs: ONE_HOUR_MS })).token;
  };

  beforeAll(async () => {
    world = await openTestWorld(driver);
  });
  afterAll(async () => world?.dispose());

  describe('GET /api/v1/client/tournament', () => {
    it('pages the listed tournaments (10 by default) with every field of the spec', async () => {
      const response = await get('/api/v1/client/tournament');
      expect(response.statusCode).toBe(200);
      const body = response.json<ApiPage<TournamentSummary>>();
      expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 16, from: 1, to: 10 });
      expect(body.data).toHaveLength(10);
      for (const item of body.data) {
        expect(Object.keys(item).sort()).toEqual(SUMMARY_FIELDS);
        expect(item.start_req_time).toMatch(MICRO_ISO);
        expect(item.end_reg_time).toMatch(MICRO_ISO);
        expect(item.start_time).toMatch(MICRO_ISO);
        expect(TOURNAMENT_STATUS_CODES).toContain(item.status.code);
        expect(['pubg', 'mlbb']).toContain(item.game_slug);
        expect(Object.keys(item.game).sort()).toEqual(['id', 'name', 'slug']);
        expect(item.format.min).toBeLessThanOrEqual(item.format.max);
        expect(item.format.formats[0]?.id).toBe(item.format.id);
        expect(item.accepted_teams_count).toBeLessThanOrEqual(item.teams_count);
        expect(item.has_team_in_tournament).toBe(false);
        expect(item.can_comment_tournament).toBe(false);
      }
    });

    it('covers every status and every tournament division across the demo world', async () => {
      const body = (await get('/api/v1/client/tournament?per_page=100')).json<ApiPage<TournamentSummary>>();
      expect(new Set(body.data.map((t) => t.status.code))).toEqual(new Set(TOURNAMENT_STATUS_CODES));
      const divisions = new Set(body.data.flatMap((t) => t.divisions.map((d) => d.slug)));
      for (const slug of DIVISION_SLUGS.filter((s) => /-division-\d$/.test(s))) expect(divisions).toContain(slug);
      expect(new Set(body.data.map((t) => t.game.slug))).toEqual(new Set(['pubg-mobile', 'mlbb']));
    });

    it('filters by game (slug, data slug or id), status and division', async () => {
      const list = async (query: string) => (await get(`/api/v1/client/tournament?per_page=100&${query}`)).json<ApiPage<TournamentSummary>>();
      const mlbb = await list('game=mlbb');
      expect(mlbb.data.length).toBeGreaterThan(0);
      expect(mlbb.data.every((t) => t.game.slug === 'mlbb' && t.game_slug === 'mlbb')).toBe(true);
      expect((await list('game=1')).meta.total).toBe((await list('game=pubg-mobile')).meta.total);
      expect((await list('game=pubg')).meta.total + mlbb.meta.total).toBe(16);
      const ended = await list('status=ended');
      expect(ended.data.map((t) => t.status.code)).toEqual(ended.data.map(() => 'ended'));
      const second = await list('division=pubg-mobile-division-2');
      expect(second.data.length).toBeGreaterThan(0);
      expect(second.data.every((t) => t.divisions.some((d) => d.slug === 'pubg-mobile-division-2'))).toBe(true);
      expect((await list('division=all')).meta.total).toBe(16);
      expect((await list('game=mlbb&status=game')).data.map((t) => t.slug)).toEqual(['mlbb-bosphorus-series']);
    });

    it('pages: page and per_page, an empty page past the end', async () => {
      const page2 = (await get('/api/v1/client/tournament?per_page=3&page=2')).json<ApiPage<TournamentSummary>>();
      expect(page2.meta).toMatchObject({ current_page: 2, per_page: 3, from: 4, to: 6, last_page: 6 });
      const first = (await get('/api/v1/client/tournament?per_page=3')).json<ApiPage<TournamentSummary>>();
      expect(page2.data.map((t) => t.id)).not.toEqual(expect.arrayContaining(first.data.map((t) => t.id)));
      const past = (await get('/api/v1/client/tournament?page=99')).json<ApiPage<TournamentSummary>>();
      expect(past).toEqual({ data: [], meta: { current_page: 99, last_page: 2, per_page: 10, total: 16, from: null, to: null } });
    });

    it.each([
      ['page=0', 'page', 'validation.min_value|{"min":1}'],
      ['page=abc', 'page', 'validation.integer'],
      ['page=1.5', 'page', 'validation.integer'],
      ['page=-1', 'page', 'validation.integer'],
      ['per_page=101', 'per_page', 'validation.max_value|{"max":100}'],
      ['per_page=99999999999999999999999999', 'per_page', 'validation.max_value|{"max":100}'],
      ['page=1&page=2', 'page', 'validation.integer'],
      ['status=soon', 'status', 'validation.one_of'],
      ['game=fifa', 'game', 'validation.one_of'],
      ['division=premier', 'division', 'validation.one_of'],
    ])('answers 422 with field codes for %s', async (query, field, code) => {
      const response = await get(`/api/v1/client/tournament?${query}`, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { [field]: [code] } });
    });

    it('ignores unknown and empty parameters', async () => {
      const response = await get('/api/v1/client/tournament?foo=bar&page=&status=');
      expect(response.statusCode).toBe(200);
      expect(response.json<ApiPage<TournamentSummary>>().meta.total).toBe(16);
    });
  });

  describe('GET /api/v1/client/tournament/{slug|id} and /api/tournament/{id}', () => {
    it('returns the page with stages, groups, format, features and counts', async () => {
      const response = await get('/api/v1/client/tournament/nomad-league-season-3');
      expect(response.statusCode).toBe(200);
      const t = response.json<{ data: TournamentDetail }>().data;
      expect(Object.keys(t).sort()).toEqual(DETAIL_FIELDS);
      expect(t.youtube_link).toBe('NomadS3Live');
      expect(t.features.map((f) => f.slug)).toContain('check_team_member_document');
      expect(t.divisions.map((d) => d.slug)).toEqual(['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3']);
      expect(t.format).toMatchObject({ min: 4, max: 6 });
      expect(t.format.formats.map((f) => f.slug)).toEqual(['pubg-squad', 'pubg-squad-finals']);
      expect(t.stages).toHaveLength(3);
      expect(t.stages[0]?.prev_stage_id).toBeNull();
      expect(t.stages[1]?.prev_stage_id).toBe(t.stages[0]?.id);
      expect(t.currentStage?.id).toBe(t.stages[0]?.id);
      expect(t.currentFormat.slug).toBe('pubg-squad');
      expect(t.end_req_time).toBeGreaterThan(0);
      expect(t.start_req_time_timer).toBeLessThan(0);
      for (const stage of t.stages) {
        expect(Object.keys(stage).sort()).toEqual(STAGE_FIELDS);
        expect(stage.register_start_date).toMatch(MICRO_ISO);
        expect(stage.registerOpenGroups.every((g) => g.status.code === 'registration')).toBe(true);
        for (const group of stage.groups) {
          expect(Object.keys(group).sort()).toEqual(GROUP_FIELDS);
          expect(group.game_time).toMatch(MICRO_ISO);
          expect(group.stage_id).toBe(stage.id);
        }
      }
      expect(t.stages[0]?.registerOpenGroups.length).toBeGreaterThan(0);
      const zones = new Set(t.stages.flatMap((s) => s.groups.map((g) => g.timezone)));
      expect(zones.size).toBeGreaterThan(1);
      expect(t.teams_count).toBeGreaterThanOrEqual(t.accepted_teams_count);
    });

    it('resolves a numeric reference as the id on both paths, and a slug on both', async () => {
      const bySlug = (await get('/api/v1/client/tournament/central-asia-masters')).json<{ data: TournamentDetail }>().data;
      for (const url of [`/api/v1/client/tournament/${bySlug.id}`, `/api/tournament/${bySlug.id}`, '/api/tournament/central-asia-masters']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.json<{ data: TournamentDetail }>().data.slug).toBe('central-asia-masters');
      }
    });

    it.each(['no-such-tournament', '0', '99999999999999999999999', '2147483648', '..%2F..%2Fetc', 'get%20latest'])('answers 404 for %s', async (ref) => {
      const response = await get(`/api/v1/client/tournament/${ref}`, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tournament not found.', code: 'errors.tournament_not_found' });
    });

    it('translates the message into the request language', async () => {
      const ru = (await get('/api/tournament/nope')).json<{ message: string }>().message;
      const kk = (await get('/api/tournament/nope', { 'accept-language': 'kk-KZ' })).json<{ message: string }>().message;
      expect(ru).toBe('Турнир не найден.');
      expect(kk).toBe('Турнир табылмады.');
    });

    it('shows a private tournament only with its access hash, and lists it nowhere', async () => {
      const [row] = await world.handle.db.select({ hash: tournaments.accessHash }).from(tournaments).where(eq(tournaments.slug, 'private-scrim-cup'));
      expect(row?.hash).toBeTruthy();
      expect((await get('/api/v1/client/tournament/private-scrim-cup')).statusCode).toBe(404);
      expect((await get('/api/v1/client/tournament/private-scrim-cup?hash=wrong-hash')).statusCode).toBe(404);
      expect((await get('/api/v1/client/tournament/private-scrim-cup?hash=%3Cscript%3E')).statusCode).toBe(422);
      const opened = await get(`/api/v1/client/tournament/private-scrim-cup?hash=${row?.hash ?? ''}`);
      expect(opened.statusCode).toBe(200);
      const all = (await get('/api/v1/client/tournament?per_page=100')).json<ApiPage<TournamentSummary>>();
      expect(all.data.map((t) => t.slug)).not.toContain('private-scrim-cup');
    });
  });

  describe('latest and home page lists', () => {
    it('gives the 4 latest by default, or n, newest start first', async () => {
      const four = (await get('/api/v1/client/tournament/get-latest')).json<{ data: TournamentSummary[] }>().data;
      expect(four).toHaveLength(4);
      const starts = four.map((t) => Date.parse(t.start_time));
      expect([...starts].sort((a, b) => b - a)).toEqual(starts);
      expect((await get('/api/v1/client/tournament/get-latest/2')).json<{ data: TournamentSummary[] }>().data.map((t) => t.id)).toEqual(four.slice(0, 2).map((t) => t.id));
      expect((await get('/api/v1/client/tournament/get-latest/0')).statusCode).toBe(422);
      expect((await get('/api/v1/client/tournament/get-latest/abc')).json()).toMatchObject({ errors: { count: ['validation.integer'] } });
    });

    it('lists a game\'s tournaments that are not over for the home page; unknown game 404', async () => {
      const pubg = (await get('/api/v1/client/main-page-tournaments/pubg-mobile')).json<{ data: TournamentSummary[] }>().data;
      expect(pubg.length).toBeGreaterThan(0);
      expect(pubg.every((t) => t.game.slug === 'pubg-mobile' && t.status.code !== 'ended')).toBe(true);
      const mlbb = (await get('/api/v1/client/main-page-tournaments/mlbb')).json<{ data: TournamentSummary[] }>().data;
      expect(mlbb.every((t) => t.game.slug === 'mlbb')).toBe(true);
      const unknown = await get('/api/v1/client/main-page-tournaments/fifa', { 'accept-language': 'tr' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Oyun bulunamadı.', code: 'errors.game_not_found' });
    });
  });

  describe('for the caller', () => {
    it('tells a captain where a team of theirs has an entry and lets them comment', async () => {
      const auth = { authorization: `Bearer ${await tokenOf('captain')}` };
      const list = (await get('/api/v1/client/tournament?per_page=100', auth)).json<ApiPage<TournamentSummary>>();
      const mine = list.data.filter((t) => t.has_team_in_tournament).map((t) => t.slug).sort();
      expect(mine).toEqual(['central-asia-masters', 'istanbul-clash', 'nomad-league-season-3', 'steppe-cup-spring']);
      const page = (await get('/api/v1/client/tournament/nomad-league-season-3', auth)).json<{ data: TournamentDetail }>().data;
      expect(page.has_team_in_tournament).toBe(true);
      expect(page.can_comment_tournament).toBe(true);
      const noComments = (await get('/api/v1/client/tournament/bishkek-showdown', auth)).json<{ data: TournamentDetail }>().data;
      expect(noComments.can_comment_tournament).toBe(false);
    });

    it('refuses comments to a user with a comment ban, and treats a bad token as a guest on public reads', async () => {
      const banned = (await get('/api/v1/client/tournament/nomad-league-season-3', { authorization: `Bearer ${await tokenOf('banned')}` })).json<{ data: TournamentDetail }>().data;
      expect(banned.can_comment_tournament).toBe(false);
      const stale = await get('/api/v1/client/tournament/nomad-league-season-3', { authorization: 'Bearer not-a-real-token' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json<{ data: TournamentDetail }>().data.has_team_in_tournament).toBe(false);
    });

    it('names divisions and countries in the request language', async () => {
      const en = (await get('/api/v1/client/tournament/nomad-league-season-3', { 'accept-language': 'en' })).json<{ data: TournamentDetail }>().data;
      const ru = (await get('/api/v1/client/tournament/nomad-league-season-3')).json<{ data: TournamentDetail }>().data;
      expect(en.country?.name).toBe('Kazakhstan');
      expect(ru.country?.name).toBe('Казахстан');
      expect(en.divisions[0]?.name).toBe('PUBG Mobile: Division 1');
      expect(ru.divisions[0]?.name).toBe('PUBG Mobile: дивизион 1');
    });

    it("names a tournament and describes it in the request's language where it is written, else in its default one", async () => {
      const page = async (language?: string) =>
        (await get('/api/v1/client/tournament/great-steppe-cup', language ? { 'accept-language': language } : {})).json<{ data: TournamentDetail }>().data;
      expect(await page('kk')).toMatchObject({ name: 'Ұлы дала кубогы', description: expect.stringContaining('Орталық Азия командаларына') });
      expect(await page('en')).toMatchObject({ name: 'Great Steppe Cup', description: expect.stringContaining('An open PUBG Mobile tournament') });
      expect(await page()).toMatchObject({ name: 'Кубок Великой степи', description: expect.stringContaining('Открытый турнир') });
      expect(await page('tr')).toMatchObject({ name: 'Кубок Великой степи', description: expect.stringContaining('Открытый турнир') });
      const list = (await get('/api/v1/client/tournament?per_page=100', { 'accept-language': 'en' })).json<ApiPage<TournamentSummary>>();
      expect(list.data.find((t) => t.slug === 'great-steppe-cup')?.name).toBe('Great Steppe Cup');
    });
  });
});
