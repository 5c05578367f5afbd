import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ApiPage, OrganizerAccount, OrganizerTournament, OrganizerTournamentListItem, TournamentDetail, TournamentSummary } from '@portal/shared/contracts';
import { notifications, stageGroups, tournaments } from '../../db/schema';
import { DEMO_DRAFT_SLUG } from '../../db/seed/organizer-accounts';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls, type Caller, type OrganizerCalls } from '../../../test-support/organizer-world';
import { ORGANIZER_PERMISSIONS } from './permissions';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const form = (patch: Record<string, unknown> = {}) => ({
  name: 'Steppe Autumn Cup',
  game_id: 1,
  divisions: ['pubg-mobile-division-1', 'pubg-mobile-division-2'],
  format_min: 4,
  format_max: 6,
  prize_amount: 1_500_000,
  prize_currency: 'KZT',
  timezone: 'Asia/Almaty',
  start_req_time: at(-1),
  end_reg_time: at(5),
  start_time: at(7),
  slot_count: 32,
  description: '<p onclick="steal()">Autumn <b>cup</b></p><script>alert(1)</script>',
  rules: 'Plain rules: 5 < 6',
  youtube_link: 'https://www.youtube.com/watch?v=AutumnCup26',
  features: ['check_team_member_document'],
  with_comments: true,
  ...patch,
});

type Data<T> = { data: T };

describe.each(TEST_DRIVERS)('organiser console API (%s)', (driver) => {
  let world: TestWorld;
  let api: OrganizerCalls;
  let draft: OrganizerTournament;
  const tournamentOf = (response: { json: () => unknown }) => (response.json() as Data<OrganizerTournament>).data;

  beforeAll(async () => {
    world = await openTestWorld(driver);
    api = organizerCalls(world);
    // The candidate becomes "another organiser" for the authorization checks.
    const granted = await api.call('admin', 'POST', '/api/admin/organizers', { user: 'candidate@esports.example', organization_name: 'Timur Events' });
    expect(granted.statusCode).toBe(201);
    draft = tournamentOf(await api.call('organizer', 'GET', `/api/organizer/tournaments/${DEMO_DRAFT_SLUG}`));
  });
  afterAll(async () => world?.dispose());

  describe('who may call what', () => {
    const urlOf = (path: string) => {
      const stage = draft.stages[0];
      const group = stage?.groups[0];
      if (path.includes('/stages/{id}/groups') || path.includes('/stages/{id}')) return path.replace('{id}', String(stage?.id));
      if (path.includes('/groups/{id}')) return path.replace('{id}', String(group?.id));
      if (path.includes('/admin/organizers/{id}')) return path.replace('{id}', '999999');
      return path.replace('{id}', String(draft.id));
    };

    it.each(ORGANIZER_PERMISSIONS.map((row) => [row.method, row.path, row.rule] as const))('%s %s (%s): guests 401, players 403, others 403', async (method, path, rule) => {
      const url = urlOf(path);
      const status = async (caller: Caller) => (await api.call(caller, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode;
      expect(await status('guest')).toBe(401);
      expect(await status('player')).toBe(403);
      expect(await status('captain')).toBe(403);
      if (rule === 'owner') expect(await status('candidate')).toBe(403);
      if (rule === 'admin') {
        expect(await status('organizer')).toBe(403);
        expect(await status('candidate')).toBe(403);
      }
    });

    it('lets the owner and staff read the tournament, and answers 404 for an unknown one', async () => {
      expect((await api.call('organizer', 'GET', `/api/organizer/tournaments/${draft.id}`)).statusCode).toBe(200);
      expect((await api.call('admin', 'GET', `/api/organizer/tournaments/${DEMO_DRAFT_SLUG}`)).statusCode).toBe(200);
      const missing = await api.call('candidate', 'GET', '/api/organizer/tournaments/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Tournament not found.', code: 'errors.tournament_not_found' });
      expect((await api.call('organizer', 'PUT', '/api/organizer/groups/abc', {})).statusCode).toBe(404);
      expect((await api.call('organizer', 'DELETE', '/api/organizer/stages/99999')).json()).toMatchObject({ code: 'errors.stage_not_found' });
    });

    it('lists the caller\'s own tournaments with drafts; staff see every one', async () => {
      const mine = (await api.call('organizer', 'GET', '/api/organizer/tournaments?per_page=100')).json<ApiPage<OrganizerTournamentListItem>>();
      expect(mine.data.map((t) => t.slug).sort()).toEqual(expect.arrayContaining(['mlbb-winter-clash', 'moscow-night-series', DEMO_DRAFT_SLUG]));
      expect(mine.data.every((t) => t.organizer === 'Night Series')).toBe(true);
      expect(mine.data.find((t) => t.slug === DEMO_DRAFT_SLUG)).toMatchObject({ is_published: false, owner: { username: 'NightSeriesHost' } });
      const ended = mine.data.find((t) => t.slug === 'mlbb-winter-clash');
      expect(ended?.status.code).toBe('ended');
      expect(ended?.accepted_teams_count).toBeGreaterThan(0);
      const others = (await api.call('candidate', 'GET', '/api/organizer/tournaments')).json<ApiPage<OrganizerTournamentListItem>>();
      expect(others.meta.total).toBe(0);
      const all = (await api.call('admin', 'GET', '/api/organizer/tournaments?per_page=5')).json<ApiPage<OrganizerTournamentListItem>>();
      expect(all.meta.total).toBeGreaterThanOrEqual(15);
    });

    it('gives the editor its choices, the organisation included', async () => {
      const options = (await api.call('organizer', 'GET', '/api/organizer/options')).json<Data<{ games: unknown[]; divisions: { slug: string }[]; features: { slug: string }[]; timezones: string[]; organization_name: string | null }>>().data;
      expect(options.games).toHaveLength(2);
      expect(options.divisions.map((d) => d.slug)).toEqual(['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3', 'mlbb-division-1', 'mlbb-division-2', 'mlbb-division-3']);
      expect(options.features.map((f) => f.slug)).toContain('check_team_member_document');
      expect(options.timezones).toContain('Asia/Almaty');
      expect(options.organization_name).toBe('Night Series');
    });
  });

  describe('a tournament from draft to published', () => {
    let created: OrganizerTournament;

    it('creates a draft: slug from the name, texts cleaned, prize written, invisible to players', async () => {
      const response = await api.call('organizer', 'POST', '/api/organizer/tournaments', form());
      expect(response.statusCode).toBe(201);
      created = tournamentOf(response);
      expect(created).toMatchObject({
        slug: 'steppe-autumn-cup',
        is_published: false,
        organizer: 'Night Series',
        prize_fond: '1 500 000 ₸',
        youtube_link: 'AutumnCup26',
        description: '<p>Autumn <b>cup</b></p>',
        rules: 'Plain rules: 5 < 6',
        features: ['check_team_member_document'],
        format_min: 4,
        format_max: 6,
        status: { code: 'registration' },
        status_override: null,
        stages: [],
      });
      const again = tournamentOf(await api.call('organizer', 'POST', '/api/organizer/tournaments', form()));
      expect(again.slug).toBe('steppe-autumn-cup-2');
      for (const url of ['/api/v1/client/tournament/steppe-autumn-cup', `/api/tournament/${created.id}`]) expect((await api.call('guest', 'GET', url)).statusCode).toBe(404);
      const lists = ['/api/v1/client/tournament?per_page=100', '/api/v1/client/tournament/get-latest/20', '/api/v1/client/main-page-tournaments/pubg-mobile'];
      for (const url of lists) {
        const slugs = (await api.call('captain', 'GET', url)).json<{ data: TournamentSummary[] }>().data.map((t) => t.slug);
        expect(slugs).not.toContain('steppe-autumn-cup');
        expect(slugs).not.toContain(DEMO_DRAFT_SLUG);
      }
    });

    it('adds two stages and three groups', async () => {
      const first = tournamentOf(await api.call('organizer', 'POST', `/api/organizer/tournaments/${created.id}/stages`, { name: 'Qualifiers', register_start_date: at(-1), replace_count: 2 }));
      const qualifiers = first.stages[0];
      const second = await api.call('organizer', 'POST', `/api/organizer/tournaments/${created.slug}/stages`, { name: 'Final', register_start_date: at(6), prev_stage_id: qualifiers?.id });
      expect(second.statusCode).toBe(201);
      const final = tournamentOf(second).stages[1];
      expect(final?.prev_stage_id).toBe(qualifiers?.id);
      for (const [stage, name, days] of [[qualifiers, 'Group A', 7], [qualifiers, 'Group B', 7.2], [final, 'Final Group', 9]] as const) {
        const response = await api.call('organizer', 'POST', `/api/organizer/stages/${stage?.id}/groups`, { name, game_time: at(days), capacity: 16, status: 'registration' });
        expect(response.statusCode).toBe(201);
        created = tournamentOf(response);
      }
      expect(created.stages.map((s) => [s.name, s.groups.map((g) => g.name)])).toEqual([
        ['Qualifiers', ['Group A', 'Group B']],
        ['Final', ['Final Group']],
      ]);
      expect(created.stages[0]?.groups[0]).toMatchObject({ timezone: 'Asia/Almaty', capacity: 16, teams_count: 0, can_delete: true, lobby_id: null });
    });

    it('publishes it: the public list shows it with the status of its dates', async () => {
      const published = await api.call('organizer', 'POST', `/api/organizer/tournaments/${created.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(tournamentOf(published).is_published).toBe(true);
      const list = (await api.call('guest', 'GET', '/api/v1/client/tournament?per_page=100&status=registration')).json<ApiPage<TournamentSummary>>();
      const listed = list.data.find((t) => t.slug === 'steppe-autumn-cup');
      expect(listed).toMatchObject({ status: { code: 'registration' }, organizer: 'Night Series', prize_fond: '1 500 000 ₸', slot_count: 32 });
    });

    it('moves a group: the tournament page shows the new time, and the group keeps its lobby', async () => {
      const group = created.stages[0]?.groups[0];
      const moved = at(8);
      const response = await api.call('organizer', 'PUT', `/api/organizer/groups/${group?.id}`, { name: 'Group A', game_time: moved, capacity: 12, status: 'registration', lobby_id: '7734', lobby_password: 'steppe' });
      expect(response.statusCode).toBe(200);
      expect(tournamentOf(response).stages[0]?.groups[0]).toMatchObject({ lobby_id: '7734', lobby_password: 'steppe', capacity: 12 });
      const page = (await api.call('guest', 'GET', '/api/v1/client/tournament/steppe-autumn-cup')).json<Data<TournamentDetail>>().data;
      const shown = page.stages[0]?.groups.find((g) => g.id === group?.id);
      expect(Date.parse(shown?.game_time ?? '')).toBe(Date.parse(moved));
      expect(JSON.stringify(page)).not.toContain('steppe"');
    });

    it('overrides the status by hand and keeps each change in the audit list', async () => {
      const set = await api.call('organizer', 'PUT', `/api/organizer/tournaments/${created.id}/status`, { status: 'game' });
      expect(tournamentOf(set)).toMatchObject({ status: { code: 'game' }, status_override: 'game', status_by_dates: 'registration' });
      const listed = (await api.call('guest', 'GET', '/api/v1/client/tournament?per_page=100&status=game')).json<ApiPage<TournamentSummary>>();
      expect(listed.data.map((t) => t.slug)).toContain('steppe-autumn-cup');
      const back = tournamentOf(await api.call('admin', 'PUT', `/api/organizer/tournaments/${created.id}/status`, { status: null }));
      expect(back.status).toEqual({ code: 'registration' });
      expect(back.status_changes.map((c) => [c.from, c.to, c.by?.username])).toEqual([
        ['game', null, 'PortalAdmin'],
        ['registration', 'game', 'NightSeriesHost'],
      ]);
      // The same status again is no change.
      expect(tournamentOf(await api.call('admin', 'PUT', `/api/organizer/tournaments/${created.id}/status`, { status: null })).status_changes).toHaveLength(2);
      expect((await api.call('organizer', 'PUT', `/api/organizer/tournaments/${created.id}/status`, { status: 'soon' })).json()).toMatchObject({ errors: { status: ['organizer.status_invalid'] } });
    });

    it('duplicates it as a draft with its stages and groups', async () => {
      const response = await api.call('organizer', 'POST', `/api/organizer/tournaments/${created.id}/duplicate`);
      expect(response.statusCode).toBe(201);
      const copy = tournamentOf(response);
      expect(copy).toMatchObject({ name: created.name, slug: 'steppe-autumn-cup-3', is_published: false, status_override: null, status_changes: [], prize_fond: '1 500 000 ₸' });
      expect(copy.stages.map((s) => s.groups.length)).toEqual([2, 1]);
      expect(copy.stages[1]?.prev_stage_id).toBe(copy.stages[0]?.id);
      expect(copy.stages[0]?.groups.every((g) => g.status.code === 'registration-not-started')).toBe(true);
    });

    it('unpublishes it: players no longer see it', async () => {
      expect(tournamentOf(await api.call('organizer', 'POST', `/api/organizer/tournaments/${created.id}/unpublish`)).is_published).toBe(false);
      expect((await api.call('guest', 'GET', '/api/v1/client/tournament/steppe-autumn-cup')).statusCode).toBe(404);
    });

    it('changes the tournament; a private one gets an access hash its page opens with', async () => {
      const response = await api.call('organizer', 'PUT', `/api/organizer/tournaments/${created.id}`, form({ name: 'Steppe Autumn Cup 2026', slot_count: 48, is_private: true, prize_amount: '', prize_currency: '' }));
      expect(response.statusCode).toBe(200);
      const changed = tournamentOf(response);
      expect(changed).toMatchObject({ name: 'Steppe Autumn Cup 2026', slug: 'steppe-autumn-cup', slot_count: 48, is_private: true, prize_fond: null });
      expect(changed.access_hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
      await api.call('organizer', 'POST', `/api/organizer/tournaments/${created.id}/publish`);
      expect((await api.call('guest', 'GET', '/api/v1/client/tournament/steppe-autumn-cup')).statusCode).toBe(404);
      expect((await api.call('guest', 'GET', `/api/v1/client/tournament/steppe-autumn-cup?hash=${changed.access_hash}`)).statusCode).toBe(200);
    });
  });

  describe('validation', () => {
    it.each([
      [{ end_reg_time: at(-2) }, 'end_reg_time', 'organizer.registration_order'],
      [{ end_reg_time: at(8) }, 'end_reg_time', 'organizer.registration_after_start'],
      [{ slot_count: 1 }, 'slot_count', 'organizer.slot_count_min|{"min":2}'],
      [{ format_min: 6, format_max: 4 }, 'format_max', 'organizer.format_min_max'],
      [{ divisions: ['mlbb-division-1'] }, 'divisions', 'organizer.division_game'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'organizer.timezone_unknown'],
      [{ features: ['no_such_feature'] }, 'features.0', 'organizer.feature_unknown'],
      [{ country_id: 99999 }, 'country_id', 'organizer.country_unknown'],
      [{ name: '' }, 'name', 'organizer.name_required'],
    ])('refuses %j with %s %s', async (patch, field, code) => {
      const response = await api.call('organizer', 'POST', '/api/organizer/tournaments', form(patch));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { [field]: [code] } });
    });

    it('publishes only with a start in the future', async () => {
      const past = tournamentOf(await api.call('organizer', 'POST', '/api/organizer/tournaments', form({ name: 'Past Cup', start_req_time: at(-10), end_reg_time: at(-5), start_time: at(-1) })));
      const response = await api.call('organizer', 'POST', `/api/organizer/tournaments/${past.id}/publish`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { start_time: ['organizer.start_in_past'] } });
    });

    it('checks stages and groups: previous stage, game time after the stage opens, capacity above the teams', async () => {
      const other = await api.call('admin', 'GET', '/api/organizer/tournaments/central-asia-masters');
      const foreignStage = tournamentOf(other).stages[0];
      expect((await api.call('organizer', 'POST', `/api/organizer/tournaments/${draft.id}/stages`, { name: 'Final', register_start_date: at(31), prev_stage_id: foreignStage?.id })).json()).toMatchObject({
        errors: { prev_stage_id: ['organizer.prev_stage_invalid'] },
      });
      const stage = draft.stages[0];
      expect((await api.call('organizer', 'PUT', `/api/organizer/stages/${stage?.id}`, { name: 'Qualifiers', register_start_date: at(30), prev_stage_id: stage?.id })).json()).toMatchObject({
        errors: { prev_stage_id: ['organizer.prev_stage_invalid'] },
      });
      const early = await api.call('organizer', 'POST', `/api/organizer/stages/${stage?.id}/groups`, { name: 'Early', game_time: at(20), capacity: 16, status: 'registration' });
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({ errors: { game_time: ['organizer.game_time_after_stage'] } });
      expect((await api.call('organizer', 'PUT', `/api/organizer/stages/${stage?.id}`, { name: 'Qualifiers', register_start_date: at(45) })).json()).toMatchObject({
        errors: { register_start_date: ['organizer.game_time_after_stage'] },
      });
      const busy = tournamentOf(other).stages.flatMap((s) => s.groups).find((g) => g.teams_count > 1);
      const full = await api.call('admin', 'PUT', `/api/organizer/groups/${busy?.id}`, { name: busy?.name, game_time: busy?.game_time, capacity: 1, status: busy?.status.code });
      expect(full.json()).toMatchObject({ errors: { capacity: [`organizer.capacity_below_teams|{"count":${busy?.teams_count}}`] } });
    });
  });

  describe('what depends on stages and groups', () => {
    it('refuses to delete a stage or group with teams, and deletes one nothing depends on', async () => {
      const running = tournamentOf(await api.call('admin', 'GET', '/api/organizer/tournaments/central-asia-masters'));
      const stage = running.stages[0];
      expect(stage?.can_delete).toBe(false);
      const refused = await api.call('admin', 'DELETE', `/api/organizer/stages/${stage?.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'errors.stage_in_use' });
      const usedGroup = stage?.groups.find((g) => !g.can_delete);
      expect((await api.call('admin', 'DELETE', `/api/organizer/groups/${usedGroup?.id}`)).json()).toMatchObject({ code: 'errors.group_in_use' });

      const fresh = tournamentOf(await api.call('organizer', 'POST', `/api/organizer/tournaments/${draft.id}/stages`, { name: 'Extra', register_start_date: at(31) }));
      const extra = fresh.stages.find((s) => s.name === 'Extra');
      const withGroup = tournamentOf(await api.call('organizer', 'POST', `/api/organizer/stages/${extra?.id}/groups`, { name: 'X', game_time: at(41), capacity: 8, status: 'registration-not-started' }));
      const group = withGroup.stages.find((s) => s.id === extra?.id)?.groups[0];
      expect(tournamentOf(await api.call('organizer', 'DELETE', `/api/organizer/groups/${group?.id}`)).stages.find((s) => s.id === extra?.id)?.groups).toEqual([]);
      expect(tournamentOf(await api.call('organizer', 'DELETE', `/api/organizer/stages/${extra?.id}`)).stages.map((s) => s.name)).toEqual(['Qualifiers']);
    });

    it('says why: a stage without entries is held by the stage that follows it, a group by its entries', async () => {
      const seeded = tournamentOf(await api.call('admin', 'GET', '/api/organizer/tournaments/moscow-night-series'));
      const [first, second] = seeded.stages;
      expect(first?.lock_reasons).toEqual(['next_stage']);
      expect(first?.can_delete).toBe(false);
      expect(second?.lock_reasons).toEqual([]);
      const refused = await api.call('admin', 'DELETE', `/api/organizer/stages/${first?.id}`);
      expect(refused.statusCode).toBe(409);
      const running = tournamentOf(await api.call('admin', 'GET', '/api/organizer/tournaments/central-asia-masters'));
      const held = running.stages[0];
      expect(held?.lock_reasons).toEqual(expect.arrayContaining(['entries', 'teams', 'next_stage']));
      expect(held?.groups.find((g) => !g.can_delete)?.lock_reasons.length).toBeGreaterThan(0);
    });

    it("tells the players of a group's teams when its game time moves", async () => {
      const running = tournamentOf(await api.call('admin', 'GET', '/api/organizer/tournaments/central-asia-masters'));
      const group = running.stages.flatMap((s) => s.groups).find((g) => g.teams_count > 0);
      const before = await world.handle.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.type, 'group_time_changed'));
      const later = new Date(Date.parse(group?.game_time ?? '') + 3_600_000).toISOString();
      const response = await api.call('admin', 'PUT', `/api/organizer/groups/${group?.id}`, { name: group?.name, game_time: later, capacity: group?.capacity, status: group?.status.code });
      expect(response.statusCode).toBe(200);
      const after = await world.handle.db.select({ data: notifications.data }).from(notifications).where(eq(notifications.type, 'group_time_changed'));
      expect(after.length).toBeGreaterThan(before.length);
      expect(after.at(-1)?.data).toMatchObject({ tournament: 'Central Asia Masters', game_time: later, link: { route: 'tournaments.detail', params: { slug: 'central-asia-masters' } } });
    });
  });

  describe('logos', () => {
    it('stores an uploaded logo re-encoded, and refuses a file that is not a picture', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1e90ff' } }).png().toBuffer();
      const parts = Object.entries(form({ name: 'Logo Cup' })).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((item) => ({ name: `${name}[]`, value: String(item) })) : [{ name, value: typeof value === 'boolean' ? (value ? '1' : '0') : String(value) }],
      );
      const response = await api.multipart('organizer', 'POST', '/api/organizer/tournaments', [...parts, { name: 'logo', value: png, filename: 'logo.png', type: 'image/png' }]);
      expect(response.statusCode).toBe(201);
      const logo = tournamentOf(response).logo ?? '';
      expect(logo).toMatch(/^\/media\/u\/[A-Za-z0-9_-]+\.webp$/);
      const served = await world.app.inject({ method: 'GET', url: logo });
      expect(served.headers['content-type']).toBe('image/webp');
      const fake = await api.multipart('organizer', 'POST', '/api/organizer/tournaments', [...parts, { name: 'mobile_logo', value: Buffer.from('not a picture at all'), filename: 'x.png', type: 'image/png' }]);
      expect(fake.statusCode).toBe(422);
      expect(fake.json()).toMatchObject({ errors: { mobile_logo: ['organizer.logo_type'] } });
      const [row] = await world.handle.db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.name, 'Logo Cup'));
      expect(row).toBeDefined();
    });
  });

  describe('the organiser role', () => {
    it('is granted by an admin with the organisation, renamed and revoked', async () => {
      const unknown = await api.call('admin', 'POST', '/api/admin/organizers', { user: 'nobody@example.com', organization_name: 'Ghosts' });
      expect(unknown.json()).toMatchObject({ errors: { user: ['organizer.user_unknown'] } });
      const list = (await api.call('admin', 'GET', '/api/admin/organizers')).json<Data<OrganizerAccount[]>>().data;
      expect(list.map((o) => [o.username, o.organization_name])).toEqual([
        ['NightSeriesHost', 'Night Series'],
        ['TimurHost', 'Timur Events'],
      ]);
      const candidateId = await api.userIdOf('candidate');
      const welcome = await world.handle.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, candidateId));
      expect(welcome.map((n) => n.type)).toContain('organizer_granted');

      const organizerId = await api.userIdOf('organizer');
      const renamed = await api.call('admin', 'PUT', `/api/admin/organizers/${organizerId}`, { organization_name: 'Night Series League' });
      expect(renamed.json<Data<OrganizerAccount>>().data.organization_name).toBe('Night Series League');
      const page = (await api.call('guest', 'GET', '/api/v1/client/tournament/moscow-night-series')).json<Data<TournamentDetail>>().data;
      expect(page.organizer).toBe('Night Series League');

      const left = await api.call('admin', 'DELETE', `/api/admin/organizers/${candidateId}`);
      expect(left.json<Data<OrganizerAccount[]>>().data.map((o) => o.username)).toEqual(['NightSeriesHost']);
      expect((await api.call('candidate', 'GET', '/api/organizer/tournaments')).statusCode).toBe(403);
      expect((await api.call('admin', 'DELETE', `/api/admin/organizers/${candidateId}`)).json()).toMatchObject({ code: 'errors.organizer_not_found' });
      expect((await api.call('admin', 'PUT', '/api/admin/organizers/0', { organization_name: 'X Y' })).statusCode).toBe(404);
      // Granted again by username, with a new name.
      expect((await api.call('admin', 'POST', '/api/admin/organizers', { user: 'timurhost', organization_name: 'Timur Events 2' })).statusCode).toBe(201);
      await api.call('admin', 'PUT', `/api/admin/organizers/${organizerId}`, { organization_name: 'Night Series' });
    });
  });

  it('documents every organiser path in the OpenAPI document', async () => {
    const document = (await world.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const row of ORGANIZER_PERMISSIONS) expect([row.method, row.path, Boolean(document.paths[row.path]?.[row.method.toLowerCase()])]).toEqual([row.method, row.path, true]);
  });

  it('keeps lobby credentials out of public answers', async () => {
    const [group] = await world.handle.db.select({ id: stageGroups.id }).from(stageGroups).where(eq(stageGroups.lobbyPassword, 'steppe'));
    expect(group).toBeDefined();
  });

  it('keeps the name and description per language, cleaned, documents them, and refuses a map it cannot read', async () => {
    const response = await api.call(
      'organizer',
      'POST',
      '/api/organizer/tournaments',
      form({ name: 'Steppe Language Cup', name_i18n: { kk: 'Дала кубогы', en: ' Steppe Cup ', tr: '' }, description_i18n: { en: '<p onclick="steal()">Hi</p>' } }),
    );
    expect(response.statusCode).toBe(201);
    const saved = tournamentOf(response);
    expect(saved.name_i18n).toEqual({ kk: 'Дала кубогы', en: 'Steppe Cup' });
    expect(saved.description_i18n).toEqual({ en: '<p>Hi</p>' });
    const refused = await api.call('organizer', 'PUT', `/api/organizer/tournaments/${saved.id}`, form({ name: 'Steppe Language Cup', name_i18n: '{oops' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { name_i18n: ['organizer.translations_invalid'] } });
    const document = (await world.app.inject({ url: '/api/docs/json' })).body;
    expect(document).toContain('name_i18n');
    expect(document).toContain('description_i18n');
  });
});
