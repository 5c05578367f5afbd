import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { PageMetaSchema, TransferSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { send } from '../../../test-support/requests';
import { TRANSFER_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const PageSchema = v.object({ data: v.array(TransferSchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('transfers (%s)', (driver) => {
  let t: TestWorld;
  beforeAll(async () => {
    t = await openTestWorld(driver);
  });
  afterAll(() => t?.dispose());

  it('lists transfers newest first, 10 per page', async () => {
    const page = v.parse(PageSchema, (await send(t.app, 'GET', api(API_PATHS.transfers))).json());
    expect(page.meta.per_page).toBe(10);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(10);
    const dates = page.data.map((x) => x.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const x of page.data) {
      if (x.kind === 'join') expect(x.to_team).not.toBeNull();
      if (x.kind === 'leave') expect(x.from_team).not.toBeNull();
    }
  });

  it('filters by game and refuses an unknown one', async () => {
    const mlbb = v.parse(PageSchema, (await send(t.app, 'GET', api(`${API_PATHS.transfers}?game=mlbb&per_page=50`))).json());
    expect(mlbb.data.every((x) => x.game.slug === 'mlbb')).toBe(true);
    expect((await send(t.app, 'GET', api(`${API_PATHS.transfers}?game=chess`))).statusCode).toBe(422);
  });

  it('has a permission row per transfers route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('transfers'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(TRANSFER_PERMISSIONS.map((row) => `${row.method} ${row.path}`)).toEqual(documented);
  });
});
