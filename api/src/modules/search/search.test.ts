import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { SearchResultsSchema } from '@portal/shared/contracts/responses';
import { containsPattern } from '@portal/shared/schemas';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { send } from '../../../test-support/requests';
import { SEARCH_PERMISSIONS } from './permissions';
import { playersQuery } from './repository';

const api = (path: string) => `/api${path}`;

describe.each(TEST_DRIVERS)('search (%s)', (driver) => {
  let t: TestWorld;
  beforeAll(async () => {
    t = await openTestWorld(driver);
  });
  afterAll(() => t?.dispose());

  const find = async (q: string) => v.parse(v.object({ data: SearchResultsSchema }), (await send(t.app, 'GET', api(`${API_PATHS.search}?q=${encodeURIComponent(q)}`))).json()).data;

  it('finds players by part of the name, any case, names starting with it first', async () => {
    const found = await find('sNIp');
    expect(found.players.map((p) => p.username)).toContain('AidosSniper');
    const start = await find('aidos');
    expect(start.players.map((p) => p.username)).toContain('AidosSniper');
    expect(start.players.every((p) => p.username.toLowerCase().startsWith('aidos'))).toBe(true);
  });

  it('finds teams with their game', async () => {
    const found = await find('wolves');
    expect(found.teams[0]).toMatchObject({ name: 'Almaty Wolves', slug: 'almaty-wolves', game: { slug: 'pubg-mobile' } });
  });

  it('finds listed tournaments with their game, never drafts or private ones', async () => {
    const found = await find('almaty open');
    expect(found.tournaments.map((row) => row.name)).toContain('Almaty Open Cup');
    expect(found.tournaments[0]).toMatchObject({ slug: 'almaty-open-cup', game: { slug: expect.any(String) } });
    const hidden = await t.handle.db.execute(sql`select name from tournaments where not is_published or access_hash is not null`);
    const hiddenNames = (hidden as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    for (const name of hiddenNames) {
      const hits = await find(name.slice(0, 50));
      expect(hits.tournaments.map((row) => row.name)).not.toContain(name);
    }
  });

  it('takes LIKE wildcards literally and answers at most 8 of each', async () => {
    expect(await find('%%')).toEqual({ tournaments: [], players: [], teams: [] });
    const many = await find('er');
    expect(many.players.length).toBeLessThanOrEqual(8);
  });

  it('refuses fewer than 2 characters with a field error', async () => {
    const short = await send(t.app, 'GET', api(`${API_PATHS.search}?q=a`));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ q: ['validation.min|{"length":2}'] });
  });

  it('finds players through the trigram index (what keeps it fast on 100,000 players)', async () => {
    const plan = await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = ((await tx.execute(sql`explain ${playersQuery(containsPattern('snip'), 'snip')}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_username_trgm_idx');
  });

  it('has a permission row per search route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('search'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(SEARCH_PERMISSIONS.map((row) => `${row.method} ${row.path}`)).toEqual(documented);
  });
});
