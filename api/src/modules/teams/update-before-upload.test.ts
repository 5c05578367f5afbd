import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/sql-helpers';
import { issueToken } from '../../sessions/tokens';
import { makeTeam } from '../../../test-support/fresh-team';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { multipartBody } from '../../../test-support/organizer-world';

/**
 * A team update refuses a caller who may not change the team before reading (buffering) any uploaded file,
 * and reads the owner's logo only up to the logo's own limit.
 */
describe('team update: who, before the upload', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld('pglite');
  }, 240_000);
  afterAll(async () => world?.dispose());

  it('answers a stranger 403 without reading the logo, however large; a member 403 too', async () => {
    const team = await makeTeam(world, 'Upload Door');
    const [stranger] = await selectRows<{ id: number }>(world.handle.db, sql`insert into users (slug, username) values ('upload-stranger', 'UploadStranger') returning id`);
    const tokenOf = async (id: number) => (await issueToken(world.handle.db, id, { ttlMs: 3_600_000 })).token;
    // Beyond the 10 MB ceiling: reading it would answer 413.
    const logo = Buffer.alloc(11 * 1024 * 1024, 1);
    const put = async (token: string) =>
      world.app.inject({
        method: 'PUT',
        url: `/api/team/${team.teamId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=----organizer-test' },
        payload: multipartBody([{ name: 'logo', value: logo, filename: 'logo.png', type: 'image/png' }]),
      });
    expect((await put(await tokenOf(stranger?.id ?? 0))).statusCode).toBe(403);
    expect((await put(await tokenOf(team.players[1] ?? 0))).statusCode).toBe(403);
    // The owner's upload is read only up to the logo's own limit (2 MB), not to the 10 MB ceiling: the
    // answer is the logo's field code, not 413.
    const own = await put(team.token);
    expect([own.statusCode, own.json().errors]).toEqual([422, { logo: ['team_page.image_size|{"max_mb":2}'] }]);
  });
});
