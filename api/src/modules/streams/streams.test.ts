import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { PageMetaSchema, StreamSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { send } from '../../../test-support/requests';
import { STREAM_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const PageSchema = v.object({ data: v.array(StreamSchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('streams (%s)', (driver) => {
  let t: TestWorld;
  beforeAll(async () => {
    t = await openTestWorld(driver);
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

  it('has a permission row per stream route, all public', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('streams'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(STREAM_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });
});
