import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';
import { DOCUMENT_PERMISSIONS } from '../documents/permissions';
import { PROFILE_PERMISSIONS } from './permissions';

/** The permission tables describe the real routes: a guest gets 401 exactly where a sign-in is required. */
describe.each(TEST_DRIVERS.slice(0, 1))('profile area permission tables (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver, { seed: false });
  });
  afterAll(() => t?.dispose());

  const concrete = (path: string) => `/api${path.replace('{id}', '1').replace('{slug}', 'someone')}`;

  it.each([...PROFILE_PERMISSIONS, ...DOCUMENT_PERMISSIONS].map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s', async (_name, entry) => {
    const response = await send(t.app, entry.method === 'PATCH' ? 'PUT' : entry.method, concrete(entry.path), { body: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {} });
    expect(response.json().code).not.toBe('errors.route_not_found');
    if (entry.allow.includes('guest')) expect(response.statusCode).not.toBe(401);
    else expect(response.statusCode).toBe(401);
  });
});
