import { sql } from 'drizzle-orm';
import { DOCUMENTS_PER_USER_MAX } from '@portal/shared/constants';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { makeTeam } from '../../../test-support/fresh-team';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls } from '../../../test-support/organizer-world';
import { pdf, send } from '../../../test-support/requests';

/**
 * Parallel writes that take the same rows (PostgreSQL runs them at once; PGlite one after the other):
 * sending an application again, accepting, declining and editing it take their locks in one order
 * (tournament, then entry), so none ends in a deadlock (500); parallel uploads never pass the documents cap.
 */
describe.each(TEST_DRIVERS)('one lock order under parallel calls (%s)', (driver) => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld(driver);
  }, 240_000);
  afterAll(async () => world?.dispose());
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(world.handle.db, query);

  it('resend, accept, decline and edit of one entry at once: every answer a decision, never a 500', async () => {
    const api = organizerCalls(world);
    const [tournament] = await rows<{ id: number }>(sql`select id from tournaments where slug = 'astana-open-cup'`);
    const groups = await rows<{ id: number; stage_id: number }>(
      sql`select g.id, g.stage_id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${tournament?.id} and g.status = 'registration' order by g.sort_order, g.id`,
    );
    const [first, second] = groups;
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const team = await makeTeam(world, `Lock Order ${round} ${driver}`);
      const as = (method: 'POST', url: string, payload: Record<string, unknown>) =>
        world.app.inject({ method, url, headers: { authorization: `Bearer ${team.token}`, 'accept-language': 'en' }, payload });
      const applied = await as('POST', `/api/v1/client/${tournament?.id}`, { team_id: team.teamId, tournament_id: tournament?.id, group_id: first?.id, user_ids: team.players });
      expect(applied.statusCode).toBe(201);
      const entryId = applied.json().data.id as number;
      const answers = await Promise.all([
        as('POST', '/api/v1/tournament/participate/resend', { team_id: team.teamId, group_id: second?.id, members: team.players, tournament_id: tournament?.id }),
        api.call('admin', 'POST', '/api/tournament/accept', { tournament_entry_id: entryId }),
        as('POST', `/api/v1/client/tournament-entry/${entryId}/replacement-members`, { groupId: first?.id, stageId: first?.stage_id, userIds: team.players }),
        api.call('admin', 'POST', '/api/tournament/decline', { tournament_entry_id: entryId, reject_description: 'Parallel' }),
        as('POST', '/api/v1/tournament/participate/resend', { team_id: team.teamId, group_id: first?.id, members: team.players, tournament_id: tournament?.id }),
      ]);
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(0);
  }, 120_000);

  it('parallel uploads never pass the documents cap', async () => {
    const { token, players } = await makeTeam(world, `Paper Stack ${driver}`);
    const upload = (i: number) =>
      send(world.app, 'POST', '/api/user-document', {
        token,
        parts: [
          { name: 'files[0]', value: pdf(`a${i}`), filename: `a${i}.pdf`, type: 'application/pdf' },
          { name: 'files[1]', value: pdf(`b${i}`), filename: `b${i}.pdf`, type: 'application/pdf' },
          { name: 'privacy_policy_read', value: '1' },
        ],
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(i)));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const [stored] = await rows<{ count: number }>(sql`select count(*)::int as count from user_documents where user_id = ${players[0]}`);
    expect(stored?.count).toBeLessThanOrEqual(DOCUMENTS_PER_USER_MAX);
    expect(answers.filter((answer) => answer.statusCode === 201 || answer.statusCode === 200)).toHaveLength(DOCUMENTS_PER_USER_MAX / 2);
  }, 120_000);
});
