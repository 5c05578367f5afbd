import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { applyBody, createRushCup, fireRush, summarize } from './fire';
import { seedRushWorld } from './world';

/**
 * A tiny registration rush on PGlite (`npm run bench:rush` makes the large one on PostgreSQL): 20 captains
 * apply at once to a cup of 8 places in two groups. Exactly the places are taken, every acknowledged
 * application is stored, and the check that counts places sees a group overbooked behind the API's back.
 */
describe('registration rush (small, PGlite)', () => {
  let world: TestWorld;
  let base: string;
  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false });
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => world?.dispose());

  it('fills the places and no more; the place count sees an overbooked group', async () => {
    const rushWorld = await seedRushWorld(world.handle.db, { captains: 20 });
    const cup = await createRushCup(base, rushWorld.organizerToken, 8, 2);
    const summary = await summarize(world.handle.db, cup.id, await fireRush([base], cup, rushWorld.captains));
    expect(summary).toMatchObject({ sent: 20, accepted: 8, refused: { 'application.group_full': 12 }, failed: {}, places: 8, held: 8, overbooked: 0, stored: 8, lost: 0 });

    // A team written into a full group directly, past the API's checks, is counted as overbooking.
    const late = rushWorld.captains.find((captain) => !summary.teams.has(captain.teamId));
    if (!late) throw new Error('every captain holds a place');
    const group = cup.groups[0]?.id ?? 0;
    const body = applyBody(late, cup.id, group);
    await world.handle.db.execute(sql`insert into tournament_entries (tournament_id, team_id, stage_id, group_id, status, created_by_id)
      select ${cup.id}, ${body.team_id}, stage_id, id, 'await', ${body.user_ids[0]} from stage_groups where id = ${group}`);
    const after = await summarize(world.handle.db, cup.id, { answers: [], seconds: 1 });
    expect(after).toMatchObject({ held: 9, overbooked: 1 });
  }, 60_000);

  it('answers ids past the database integer range as ids that name nothing (4xx, never 500)', async () => {
    const rushWorld = await seedRushWorld(world.handle.db, { captains: 1 });
    const cup = await createRushCup(base, rushWorld.organizerToken, 2, 1);
    const captain = rushWorld.captains[0];
    if (!captain) throw new Error('no captain');
    const body = applyBody(captain, cup.id, cup.groups[0]?.id ?? 0);
    const far = 2 ** 40;
    const answers = await Promise.all(
      [{ ...body, team_id: far }, { ...body, group_id: far }, { ...body, user_ids: [...captain.players.slice(0, 3), far] }].map(async (payload) => {
        const response = await world.app.inject({ method: 'POST', url: `/api/v1/client/${cup.id}`, headers: { authorization: `Bearer ${captain.token}` }, payload });
        return [response.statusCode, response.json().code, response.json().errors];
      }),
    );
    expect(answers).toEqual([
      [404, 'team_page.team_not_found', undefined],
      [422, 'errors.validation_failed', { group_id: ['application.group_unavailable'] }],
      [422, 'errors.validation_failed', { user_ids: ['application.player_not_in_team'] }],
    ]);
  }, 60_000);
});
