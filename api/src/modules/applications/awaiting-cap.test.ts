import { sql } from 'drizzle-orm';
import { AWAITING_PER_USER_PER_TOURNAMENT } from '@portal/shared/domain';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { makeTeam } from '../../../test-support/fresh-team';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls } from '../../../test-support/organizer-world';

/**
 * Throwaway teams cannot fill a group: one person sends at most AWAITING_PER_USER_PER_TOURNAMENT awaiting
 * applications to a tournament (409 application.too_many_awaiting); the organiser's decision frees one.
 */
describe.each(TEST_DRIVERS)('awaiting applications per person (%s)', (driver) => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld(driver);
  }, 240_000);
  afterAll(async () => world?.dispose());

  it('refuses a third awaiting application of one captain to one tournament, until one is decided', async () => {
    const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(world.handle.db, query);
    const [tournament] = await rows<{ id: number }>(sql`select id from tournaments where slug = 'almaty-open-cup'`);
    const [group] = await rows<{ id: number }>(
      sql`select g.id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${tournament?.id} and g.status = 'registration' order by g.sort_order, g.id limit 1`,
    );
    const own = await makeTeam(world, `Farm Main ${driver}`);
    const extra = [await makeTeam(world, `Farm One ${driver}`), await makeTeam(world, `Farm Two ${driver}`)];
    // The same person manages the other two teams.
    for (const team of extra) await world.handle.db.execute(sql`insert into team_members (team_id, user_id, role_id) values (${team.teamId}, ${own.players[0]}, 3)`);
    const apply = (team: { teamId: number; players: number[] }) =>
      world.app.inject({
        method: 'POST',
        url: `/api/v1/client/${tournament?.id}`,
        headers: { authorization: `Bearer ${own.token}`, 'accept-language': 'en' },
        payload: { team_id: team.teamId, tournament_id: tournament?.id, group_id: group?.id, user_ids: team.players },
      });
    expect((await apply(own)).statusCode).toBe(201);
    expect((await apply(extra[0] as typeof own)).statusCode).toBe(201);
    const refused = await apply(extra[1] as typeof own);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'application.too_many_awaiting']);
    expect(refused.json().message).toContain(String(AWAITING_PER_USER_PER_TOURNAMENT));

    const [entry] = await rows<{ id: number }>(sql`select id from tournament_entries where team_id = ${own.teamId} and tournament_id = ${tournament?.id}`);
    const declined = await organizerCalls(world).call('admin', 'POST', '/api/tournament/decline', { tournament_entry_id: entry?.id, reject_description: 'Duplicate' });
    expect(declined.statusCode).toBe(200);
    expect((await apply(extra[1] as typeof own)).statusCode).toBe(201);
  });
});
