import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { PageMetaSchema, StreamSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';
import { STREAM_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const PageSchema = v.object({ data: v.array(StreamSchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('streams (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  it('lists live streams first, most viewers first, then recent ones', async () => {
    const page = v.parse(PageSchema, (await send(t.app, 'GET', api(API_PATHS.streams))).json());
    expect(page.meta.total).toBe(5);
    expect(page.data.map((s) => [s.is_live, s.viewers_count])).toEqual([
      [true, 1840],
      [true, 920],
      [true, 310],
      [false, 0],
      [false, 0],
    ]);
    expect(page.data[0]).toMatchObject({ platform: 'youtube', embed_id: 'CAMasters26', streamer: { username: 'EmreLive' }, game: { slug: 'pubg-mobile' } });
    expect(page.data.at(-1)?.title).toBe('MLBB Winter Clash — финал');
  });

  it('filters by game and refuses an unknown one', async () => {
    const mlbb = v.parse(PageSchema, (await send(t.app, 'GET', api(`${API_PATHS.streams}?game=mlbb`))).json());
    expect(mlbb.data.map((s) => s.game?.slug)).toEqual(['mlbb', 'mlbb']);
    expect((await send(t.app, 'GET', api(`${API_PATHS.streams}?game=chess`))).statusCode).toBe(422);
  });

  it('answers one stream, 404 for an unknown id', async () => {
    const first = v.parse(PageSchema, (await send(t.app, 'GET', api(API_PATHS.streams))).json()).data[0];
    const one = await send(t.app, 'GET', api(API_PATHS.stream(first?.id ?? 0)));
    expect(v.parse(v.object({ data: StreamSchema }), one.json()).data).toEqual(first);
    expect((await send(t.app, 'GET', api(API_PATHS.stream(999999)))).json()).toMatchObject({ code: 'errors.stream_not_found' });
    expect((await send(t.app, 'GET', api('/v1/client/streams/abc'))).statusCode).toBe(404);
  });

  it('has a permission row per stream route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('streams'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(STREAM_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });

  describe('going live and ending a stream', () => {
    const live = { title: 'Nomad League: day 1', url: 'https://www.twitch.tv/EmreLive', game_id: 1 };
    const liveIds = async () => v.parse(PageSchema, (await send(t.app, 'GET', api(`${API_PATHS.streams}?per_page=50`))).json()).data.filter((s) => s.is_live).map((s) => s.id);

    it('lets only an approved streamer go live, after a valid form', async () => {
      const [newbie, streamer] = await Promise.all([t.tokenOf('newbie'), t.tokenOf('streamer')]);
      expect((await send(t.app, 'POST', api(API_PATHS.streams), { body: live })).statusCode).toBe(401);
      const refused = await send(t.app, 'POST', api(API_PATHS.streams), { token: newbie, body: live });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'errors.stream_not_streamer']);
      const invalid = await send(t.app, 'POST', api(API_PATHS.streams), { token: streamer, body: { title: 'x', url: 'https://example.com/me', game_id: 2 } });
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['game_id', 'title', 'url']);
      const wrongGame = await send(t.app, 'POST', api(API_PATHS.streams), { token: streamer, body: { ...live, game_id: 3, tournament_id: 999999 } });
      expect(wrongGame.json()).toMatchObject({ errors: { tournament_id: ['streamer.stream_tournament'] } });
    });

    it('keeps one live stream per streamer, also when two arrive at once; the streamer or staff end it', async () => {
      const [streamer, admin, captain] = await Promise.all([t.tokenOf('streamer'), t.tokenOf('admin'), t.tokenOf('captain')]);
      const seeded = v.parse(PageSchema, (await send(t.app, 'GET', api(API_PATHS.streams))).json()).data.find((s) => s.streamer.username === 'EmreLive' && s.is_live);
      expect(seeded).toBeDefined();
      // Live already (the demo world's stream): a second one is refused.
      const second = await send(t.app, 'POST', api(API_PATHS.streams), { token: streamer, body: live });
      expect([second.statusCode, second.json().code]).toEqual([409, 'errors.stream_already_live']);

      expect((await send(t.app, 'POST', api(API_PATHS.streamEnd(seeded?.id ?? 0)), { token: captain, body: {} })).statusCode).toBe(403);
      const ended = await send(t.app, 'POST', api(API_PATHS.streamEnd(seeded?.id ?? 0)), { token: streamer, body: {} });
      expect(ended.json().data).toMatchObject({ is_live: false, viewers_count: 0 });
      expect(ended.json().data.ended_at).not.toBeNull();
      const again = await send(t.app, 'POST', api(API_PATHS.streamEnd(seeded?.id ?? 0)), { token: admin, body: {} });
      expect([again.statusCode, again.json().code]).toEqual([409, 'errors.stream_already_ended']);
      expect(await liveIds()).not.toContain(seeded?.id);

      const answers = await Promise.all(Array.from({ length: 3 }, () => send(t.app, 'POST', api(API_PATHS.streams), { token: streamer, body: { ...live, tournament_id: '' } })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      const started = v.parse(v.object({ data: StreamSchema }), answers.find((a) => a.statusCode === 201)?.json()).data;
      expect(started).toMatchObject({ is_live: true, platform: 'twitch', embed_id: 'emrelive', channel_url: 'https://www.twitch.tv/EmreLive', tournament: null, streamer: { username: 'EmreLive' } });
      expect(await liveIds()).toContain(started.id);
      const mine = v.parse(PageSchema, (await send(t.app, 'GET', api(`${API_PATHS.streams}?streamer=${started.streamer.id}`))).json()).data;
      expect(mine.map((s) => [s.id, s.is_live])).toEqual([[started.id, true], [seeded?.id, false]]);

      // Staff end anyone's stream; the streamer may then go live again, covering a tournament of the game.
      expect((await send(t.app, 'POST', api(API_PATHS.streamEnd(started.id)), { token: admin, body: {} })).statusCode).toBe(200);
      const tournaments = (await send(t.app, 'GET', api(`${API_PATHS.tournaments}?game=pubg-mobile`))).json() as { data: { id: number; name: string }[] };
      const covered = tournaments.data[0];
      const withTournament = await send(t.app, 'POST', api(API_PATHS.streams), { token: streamer, body: { ...live, tournament_id: covered?.id } });
      expect(withTournament.statusCode).toBe(201);
      expect(withTournament.json().data.tournament).toMatchObject({ id: covered?.id, name: covered?.name });
    });
  });
});
