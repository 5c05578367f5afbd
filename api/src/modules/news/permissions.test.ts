import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';
import { NEWS_PERMISSIONS } from './permissions';

/** The table names exactly the news routes of the OpenAPI document; a guest gets 401 exactly where a sign-in is required. */
describe.each(TEST_DRIVERS.slice(0, 1))('news permission table (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver, { seed: false });
  });
  afterAll(() => t?.dispose());

  it('has one row per news route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('news'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(NEWS_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });

  it.each(NEWS_PERMISSIONS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s', async (_name, entry) => {
    const url = `/api${entry.path.replace('{id}', '1').replace('{slug}', 'some-post')}`;
    const response = await send(t.app, entry.method === 'PATCH' ? 'PUT' : entry.method, url, { body: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {} });
    expect(response.json().code).not.toBe('errors.route_not_found');
    if (entry.allow.includes('guest')) expect(response.statusCode).not.toBe(401);
    else expect(response.statusCode).toBe(401);
  });
});
