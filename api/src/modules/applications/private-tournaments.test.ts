import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { makeTeam } from '../../../test-support/fresh-team';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls, type Caller, type OrganizerCalls } from '../../../test-support/organizer-world';

/**
 * A private tournament (the demo Private Scrim Cup) is closed on every players' path without its hash:
 * applying by id, the entries list, the user's teams, the groups and stages to choose from; its organiser,
 * staff and its entrants reach it without the hash; its slug is named by no public team page and no stream.
 */
describe.each(TEST_DRIVERS)('private tournaments on every path (%s)', (driver) => {
  let world: TestWorld;
  let api: OrganizerCalls;
  let id: number;
  let hash: string;
  let stranger: { teamId: number; token: string; players: number[] };
  let teamSlug: string;
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(world.handle.db, query);
  const asStranger = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    world.app.inject({ method, url, headers: { authorization: `Bearer ${stranger.token}`, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const statusOf = async (caller: Caller, url: string) => (await api.call(caller, 'GET', url)).statusCode;

  beforeAll(async () => {
    world = await openTestWorld(driver);
    api = organizerCalls(world);
    const [row] = await rows<{ id: number; access_hash: string }>(sql`select id, access_hash from tournaments where slug = 'private-scrim-cup'`);
    id = row?.id ?? 0;
    hash = row?.access_hash ?? '';
    await world.handle.db.execute(sql`update tournaments set owner_id = ${await api.userIdOf('organizer')} where id = ${id}`);
    stranger = await makeTeam(world, `Hidden Door ${driver}`);
    const [team] = await rows<{ slug: string }>(sql`select slug from teams where id = ${stranger.teamId}`);
    teamSlug = team?.slug ?? '';
  }, 240_000);
  afterAll(async () => world?.dispose());

  it('hides the entries list, the user teams and the groups without the hash (404), and opens them with it', async () => {
    const closed = [
      `/api/v1/client/tournament/entries/${id}`,
      `/api/v1/client/tournament/user/teams/${id}`,
      `/api/v1/client/tournament/${id}/groups-for-team/${stranger.teamId}`,
      `/api/v1/client/tournament/mlbb/stages/list/${id}/${stranger.teamId}`,
    ];
    for (const url of closed) {
      const response = await asStranger('GET', url);
      expect([url, response.statusCode, response.json().code]).toEqual([url, 404, 'errors.tournament_not_found']);
      expect([url, (await asStranger('GET', `${url}?hash=${'x'.repeat(32)}`)).statusCode]).toEqual([url, 404]);
      expect([url, (await asStranger('GET', `${url}?hash=${hash}`)).statusCode]).toEqual([url, 200]);
    }
    expect(await statusOf('guest', `/api/v1/client/tournament/entries/${id}`)).toBe(404);
    const [stage] = await rows<{ id: number }>(sql`select id from stages where tournament_id = ${id} order by id limit 1`);
    expect((await asStranger('GET', `/api/v1/client/tournament/group-by-stage/${stage?.id}/teams/${stranger.teamId}`)).statusCode).toBe(404);
    expect((await asStranger('GET', `/api/v1/client/tournament/group-by-stage/${stage?.id}/teams/${stranger.teamId}?hash=${hash}`)).statusCode).toBe(200);
  });

  it('opens the entries list to the owning organiser and staff without the hash, not to another signed-in user', async () => {
    expect(await statusOf('organizer', `/api/v1/client/tournament/entries/${id}`)).toBe(200);
    expect(await statusOf('admin', `/api/v1/client/tournament/entries/${id}`)).toBe(200);
    expect(await statusOf('newbie', `/api/v1/client/tournament/entries/${id}`)).toBe(404);
  });

  it('refuses an application by id without the hash (404) and takes it with the hash; the entrant then reaches it', async () => {
    const [group] = await rows<{ id: number }>(sql`select g.id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${id} and g.status = 'registration' order by g.id limit 1`);
    const body = { team_id: stranger.teamId, tournament_id: id, group_id: group?.id, user_ids: stranger.players.slice(0, 2) };
    const refused = await asStranger('POST', `/api/v1/client/${id}`, body);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'errors.tournament_not_found']);
    const [count] = await rows<{ count: number }>(sql`select count(*)::int as count from tournament_entries where tournament_id = ${id} and team_id = ${stranger.teamId}`);
    expect(count?.count).toBe(0);
    const taken = await asStranger('POST', `/api/v1/client/${id}?hash=${hash}`, body);
    expect([taken.statusCode, taken.body]).toEqual([201, expect.any(String)]);
    expect((await asStranger('GET', `/api/v1/client/tournament/entries/${id}`)).statusCode).toBe(200);
    expect((await asStranger('GET', `/api/v1/client/tournament/user/teams/${id}`)).statusCode).toBe(200);
  });

  it('names the private tournament on no public team page and no stream', async () => {
    await world.handle.db.execute(sql`update tournament_entries set status = 'accepted' where tournament_id = ${id} and team_id = ${stranger.teamId}`);
    const page = (await api.call('guest', 'GET', `/api/v1/client/team/${teamSlug}`)).body;
    expect(page).not.toContain('private-scrim-cup');
    const [streamer] = await rows<{ id: number }>(sql`select id from users where slug = 'emre-live'`);
    const [stream] = await rows<{ id: number }>(
      sql`insert into streams (user_id, title, platform, channel_url, embed_id, game_id, tournament_id) values (${streamer?.id}, 'Scrims', 'twitch', 'https://www.twitch.tv/emrelive', 'emrelive', 1, ${id}) returning id`,
    );
    expect((await api.call('guest', 'GET', `/api/v1/client/streams/${stream?.id}`)).json()).toMatchObject({ data: { tournament: null } });
    const linked = await api.call('streamer', 'POST', '/api/v1/client/streams', { title: 'Private Scrim Cup live', url: 'https://www.twitch.tv/EmreLive', game_id: 1, tournament_id: id });
    expect(linked.json()).toMatchObject({ errors: { tournament_id: ['streamer.stream_tournament'] } });
  });
});
