import { eq } from 'drizzle-orm';
import { API_PATHS } from '@portal/shared/contracts';
import { tournaments } from '../db/schema';
import { TEST_DRIVERS } from '../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';

describe.each(TEST_DRIVERS)('read cache of the public tournament reads (%s)', (driver) => {
  let t: AuthTestWorld;
  let slug: string;
  beforeAll(async () => {
    t = await openAuthWorld(driver, { env: { READ_CACHE_TTL_MS: '60000' } });
    const [first] = await t.world.handle.db.select({ slug: tournaments.slug }).from(tournaments).where(eq(tournaments.isPublished, true)).limit(1);
    slug = first?.slug ?? '';
  });
  afterAll(() => t?.dispose());

  const page = () => `/api${API_PATHS.tournaments}/${slug}`;
  const rename = (name: string) => t.world.handle.db.update(tournaments).set({ name }).where(eq(tournaments.slug, slug));

  it("serves a guest's repeated read from the cache, with an ETag that answers 304", async () => {
    const first = await t.call('GET', page());
    expect(first.headers['x-cache']).toBe('miss');
    const again = await t.call('GET', page());
    expect([again.headers['x-cache'], again.body]).toEqual(['hit', first.body]);
    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({ method: 'GET', url: page(), headers: { 'if-none-match': etag, 'accept-language': 'en' } });
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
    // Each language has its own entry.
    expect((await t.call('GET', page(), undefined, { lang: 'ru' })).headers['x-cache']).toBe('miss');
  });

  it('never serves the page from before a successful write, and keeps signed-in readers out of it', async () => {
    await t.call('GET', page());
    await rename('Renamed behind the cache');
    // Without a write through the API the cached page stands (until its time is up)...
    expect((await t.call('GET', page())).json().data.name).not.toBe('Renamed behind the cache');
    // ...and a signed-in reader is answered from the database.
    const token = await t.tokenOf('captain');
    const signedIn = await t.call('GET', page(), undefined, { token });
    expect([signedIn.headers['x-cache'], signedIn.json().data.name]).toEqual([undefined, 'Renamed behind the cache']);
    // Any successful write empties the cache before it answers.
    expect((await t.call('POST', '/api/user/notification/read-all', {}, { token })).statusCode).toBe(200);
    const after = await t.call('GET', page());
    expect([after.headers['x-cache'], after.json().data.name]).toEqual(['miss', 'Renamed behind the cache']);
    // A refused write changes nothing: the cache stays.
    expect((await t.call('POST', '/api/user/notification/read-all', {})).statusCode).toBe(401);
    expect((await t.call('GET', page())).headers['x-cache']).toBe('hit');
  });

  it('caches the tournament list per query string', async () => {
    const list = `/api${API_PATHS.tournaments}?per_page=5`;
    expect((await t.call('GET', list)).headers['x-cache']).toBe('miss');
    expect((await t.call('GET', list)).headers['x-cache']).toBe('hit');
    expect((await t.call('GET', `/api${API_PATHS.tournaments}?per_page=6`)).headers['x-cache']).toBe('miss');
  });
});
