import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { TeamLeftSchema, TeamSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTeamWorld, uniqueTeamName, type TeamTestWorld } from '../../../test-support/team-world';

/**
 * Joining by link, role changes, removals and leaving, for guest, stranger, member, manager and owner
 *: the owner is the streamer, the manager the demo manager, the member the demo player and the
 * stranger the newbie, in a fresh team per test.
 */
const roleOf = (team: { members: { id: number; role_in_team: { code: string } }[] }, userId: number) => team.members.find((m) => m.id === userId)?.role_in_team.code ?? null;

describe.each(TEST_DRIVERS)('team membership (%s)', (driver) => {
  let t: TeamTestWorld;
  const ids = { owner: 0, manager: 0, member: 0, stranger: 0, other: 0 };
  beforeAll(async () => {
    t = await openTeamWorld(driver);
    ids.owner = await t.userIdOf('streamer');
    ids.manager = await t.userIdOf('manager');
    ids.member = await t.userIdOf('player');
    ids.stranger = await t.userIdOf('newbie');
    ids.other = await t.userIdOf('banned');
  });
  afterAll(() => t?.dispose());

  const squad = () => t.squad(uniqueTeamName('Squad'), { owner: 'streamer', manager: 'manager', member: 'player' });
  const as = (key: 'streamer' | 'manager' | 'player' | 'newbie' | 'banned') => t.token(key);
  const notices = (userId: number, type: string) =>
    t.rows<{ data: Record<string, unknown> }>(sql`select data from notifications where user_id = ${userId} and type = ${type} order by id desc`);
  const transfersOf = (userId: number, teamId: number) =>
    t.rows<{ kind: string; from_team_id: number | null; to_team_id: number | null }>(
      sql`select kind, from_team_id, to_team_id from transfers where user_id = ${userId} and (from_team_id = ${teamId} or to_team_id = ${teamId}) order by id`,
    );

  describe('joining by invite link', () => {
    it('adds the player as a member, records the transfer and tells the owner and the managers', async () => {
      const team = await squad();
      const response = await t.request('POST', `/api/team/participate/${team.id}`, { token: await as('banned'), body: { hash: team.hash } });
      expect(response.statusCode).toBe(200);
      const joined = v.parse(TeamSchema, response.json().data);
      expect(roleOf(joined, ids.other)).toBe('member');
      expect(joined.members_count).toBe(4);
      expect(joined.hash).toBeNull();
      expect(await transfersOf(ids.other, team.id)).toEqual([{ kind: 'join', from_team_id: null, to_team_id: team.id }]);
      for (const lead of [ids.owner, ids.manager]) {
        expect((await notices(lead, 'team_member_joined'))[0]?.data).toEqual({
          team_id: team.id,
          team: team.name,
          user_id: ids.other,
          username: 'DenisMuted',
          link: { route: 'teams.detail', params: { teamId: team.id } },
        });
      }
      expect((await notices(ids.member, 'team_member_joined')).filter((n) => n.data.team_id === team.id)).toEqual([]);
    });

    it('refuses an old or foreign hash (403), a second join (409), an unknown team (404) and a guest (401)', async () => {
      const team = await squad();
      const other = await squad();
      const stale = await t.request('POST', `/api/team/participate/${team.id}`, { token: await as('newbie'), body: { hash: other.hash } });
      expect([stale.statusCode, stale.json().code]).toEqual([403, 'team_page.invite_link_stale']);
      const again = await t.request('POST', `/api/team/participate/${team.id}`, { token: await as('player'), body: { hash: team.hash } });
      expect([again.statusCode, again.json().code, again.json().message]).toEqual([409, 'team_page.already_member', 'You are already in this team.']);
      expect((await t.request('POST', '/api/team/participate/999999', { token: await as('newbie'), body: { hash: team.hash } })).statusCode).toBe(404);
      expect((await t.request('POST', '/api/team/participate/abc', { token: await as('newbie'), body: { hash: team.hash } })).statusCode).toBe(404);
      expect((await t.request('POST', `/api/team/participate/${team.id}`, { body: { hash: team.hash } })).statusCode).toBe(401);
      const malformed = await t.request('POST', `/api/team/participate/${team.id}`, { token: await as('newbie'), body: { hash: 'a/b' } });
      expect([malformed.statusCode, malformed.json().errors]).toEqual([422, { hash: ['team_page.invite_link_invalid'] }]);
    });

    it('shows the team behind a link to guests, tells a member they are in it, and calls a regenerated link stale', async () => {
      const team = await squad();
      const guest = await t.request('GET', `/api/team/by/hash/${team.hash}`);
      expect(guest.statusCode).toBe(200);
      expect(guest.json().data).toEqual({ id: team.id, name: team.name, slug: team.slug, logo: null, game: team.game, members_count: 3, is_member: false });
      expect((await t.request('GET', `/api/team/by/hash/${team.hash}`, { token: await as('player') })).json().data.is_member).toBe(true);
      expect((await t.request('GET', `/api/team/by/hash/${team.hash}`, { token: await as('newbie') })).json().data.is_member).toBe(false);
      await t.request('PUT', `/api/team/${team.id}`, { token: await as('streamer'), body: { change_hash: true } });
      const stale = await t.request('GET', `/api/team/by/hash/${team.hash}`, { lang: 'ru' });
      expect([stale.statusCode, stale.json().code]).toEqual([404, 'team_page.invite_link_stale']);
      expect(stale.json().message).toMatch(/больше не действует/);
      expect((await t.request('GET', '/api/team/by/hash/x.y')).statusCode).toBe(404);
    });
  });

  describe('changing roles', () => {
    it('the owner promotes and demotes; the member is told', async () => {
      const team = await squad();
      const url = `/api/team/change/member/role/${team.id}/${ids.member}`;
      const promoted = await t.request('POST', url, { token: await as('streamer'), body: { codeRole: 'manager' } });
      expect(promoted.statusCode).toBe(200);
      expect(roleOf(v.parse(TeamSchema, promoted.json().data), ids.member)).toBe('manager');
      expect((await notices(ids.member, 'team_role_changed'))[0]?.data).toEqual({ team_id: team.id, team: team.name, role: 'manager', link: { route: 'teams.detail', params: { teamId: team.id } } });
      const demoted = await t.request('POST', url, { token: await as('streamer'), body: { codeRole: 'member' } });
      expect(roleOf(demoted.json().data, ids.member)).toBe('member');
    });

    it('handing the team over makes the old owner a manager: always exactly one owner', async () => {
      const team = await squad();
      const response = await t.request('POST', `/api/team/change/member/role/${team.id}/${ids.member}`, { token: await as('streamer'), body: { codeRole: 'owner' } });
      expect(response.statusCode).toBe(200);
      const after = response.json().data;
      expect(roleOf(after, ids.member)).toBe('owner');
      expect(roleOf(after, ids.owner)).toBe('manager');
      expect(after.members.filter((m: { role_in_team: { code: string } }) => m.role_in_team.code === 'owner')).toHaveLength(1);
      // The new owner may now delete; the old one may not, and may leave.
      expect((await t.request('DELETE', `/api/team/${team.id}`, { token: await as('streamer') })).statusCode).toBe(403);
      expect((await t.request('POST', `/api/team/${team.id}/leave`, { token: await as('streamer') })).statusCode).toBe(200);
    });

    it('a manager switches members and managers but never touches the owner nor makes an owner', async () => {
      const team = await squad();
      const manager = await as('manager');
      const toMember = await t.request('POST', `/api/team/change/member/role/${team.id}/${ids.member}`, { token: manager, body: { codeRole: 'manager' } });
      expect(toMember.statusCode).toBe(200);
      const owner = await t.request('POST', `/api/team/change/member/role/${team.id}/${ids.owner}`, { token: manager, body: { codeRole: 'member' } });
      expect([owner.statusCode, owner.json().code]).toEqual([403, 'team_page.owner_untouchable']);
      const transfer = await t.request('POST', `/api/team/change/member/role/${team.id}/${ids.member}`, { token: manager, body: { codeRole: 'owner' } });
      expect([transfer.statusCode, transfer.json().code]).toEqual([403, 'team_page.owner_only']);
    });

    it('refuses a member (403), a stranger (403), a guest (401), one’s own role (409), someone outside the team (404), an unknown team (404) and a wrong role (422)', async () => {
      const team = await squad();
      const url = (userId: number) => `/api/team/change/member/role/${team.id}/${userId}`;
      const member = await t.request('POST', url(ids.manager), { token: await as('player'), body: { codeRole: 'member' } });
      expect([member.statusCode, member.json().code]).toEqual([403, 'team_page.captain_only']);
      const stranger = await t.request('POST', url(ids.member), { token: await as('newbie'), body: { codeRole: 'manager' } });
      expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'team_page.not_a_member']);
      expect((await t.request('POST', url(ids.member), { body: { codeRole: 'manager' } })).statusCode).toBe(401);
      const own = await t.request('POST', url(ids.owner), { token: await as('streamer'), body: { codeRole: 'member' } });
      expect([own.statusCode, own.json().code]).toEqual([409, 'team_page.own_role']);
      const outsider = await t.request('POST', url(ids.stranger), { token: await as('streamer'), body: { codeRole: 'manager' } });
      expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'team_page.member_not_found']);
      expect((await t.request('POST', `/api/team/change/member/role/999999/${ids.member}`, { token: await as('streamer'), body: { codeRole: 'manager' } })).statusCode).toBe(404);
      const wrong = await t.request('POST', url(ids.member), { token: await as('streamer'), body: { codeRole: 'captain' } });
      expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { codeRole: ['team_page.role_invalid'] }]);
    });
  });

  describe('removing players', () => {
    it('the owner removes a manager; the player is told and the transfer recorded', async () => {
      const team = await squad();
      const response = await t.request('POST', '/api/team/member/delete', { token: await as('streamer'), body: { teamId: team.id, userId: ids.manager } });
      expect(response.statusCode).toBe(200);
      expect(roleOf(response.json().data, ids.manager)).toBeNull();
      expect(response.json().data.members_count).toBe(2);
      expect((await notices(ids.manager, 'team_member_removed'))[0]?.data).toEqual({ team_id: team.id, team: team.name, link: { route: 'teams.mine' } });
      expect((await transfersOf(ids.manager, team.id)).at(-1)).toEqual({ kind: 'leave', from_team_id: team.id, to_team_id: null });
      expect((await t.request('GET', `/api/team/${team.id}`, { token: await as('manager') })).statusCode).toBe(403);
    });

    it('a manager removes a member but not the owner', async () => {
      const team = await squad();
      const owner = await t.request('POST', '/api/team/member/delete', { token: await as('manager'), body: { teamId: team.id, userId: ids.owner } });
      expect([owner.statusCode, owner.json().code]).toEqual([403, 'team_page.owner_untouchable']);
      expect((await t.request('POST', '/api/team/member/delete', { token: await as('manager'), body: { teamId: team.id, userId: ids.member } })).statusCode).toBe(200);
    });

    it('refuses a member (403), a stranger (403), a guest (401), oneself (409), a non-member (404), an unknown team (404) and bad ids (422)', async () => {
      const team = await squad();
      const remove = async (key: 'player' | 'newbie' | 'streamer' | null, userId: number, teamId = team.id) =>
        t.request('POST', '/api/team/member/delete', { token: key ? await as(key) : undefined, body: { teamId, userId } });
      expect((await remove('player', ids.manager)).json().code).toBe('team_page.captain_only');
      expect((await remove('player', ids.manager)).statusCode).toBe(403);
      expect((await remove('newbie', ids.member)).statusCode).toBe(403);
      expect((await remove(null, ids.member)).statusCode).toBe(401);
      const self = await remove('streamer', ids.owner);
      expect([self.statusCode, self.json().code]).toEqual([409, 'team_page.remove_self']);
      expect((await remove('streamer', ids.stranger)).statusCode).toBe(404);
      expect((await remove('streamer', ids.member, 999_999)).statusCode).toBe(404);
      const bad = await t.request('POST', '/api/team/member/delete', { token: await as('streamer'), body: { teamId: 'x', userId: -1 } });
      expect([bad.statusCode, bad.json().errors]).toEqual([422, { teamId: ['validation.integer'], userId: ['validation.integer'] }]);
    });
  });

  describe('leaving', () => {
    it('a member and a manager leave (recorded); the owner may not; strangers, guests and unknown teams are refused', async () => {
      const team = await squad();
      const left = await t.request('POST', `/api/team/${team.id}/leave`, { token: await as('player') });
      expect(left.statusCode).toBe(200);
      expect(v.parse(TeamLeftSchema, left.json().data)).toEqual({ id: team.id, left: true });
      expect((await transfersOf(ids.member, team.id)).map((r) => r.kind)).toEqual(['join', 'leave']);
      expect((await t.request('POST', `/api/team/${team.id}/leave`, { token: await as('manager') })).statusCode).toBe(200);
      const owner = await t.request('POST', `/api/team/${team.id}/leave`, { token: await as('streamer'), lang: 'ru' });
      expect([owner.statusCode, owner.json().code]).toEqual([409, 'team_page.owner_cannot_leave']);
      expect(owner.json().message).toMatch(/передайте владение/);
      expect((await t.request('POST', `/api/team/${team.id}/leave`, { token: await as('newbie') })).statusCode).toBe(403);
      expect((await t.request('POST', `/api/team/${team.id}/leave`)).statusCode).toBe(401);
      expect((await t.request('POST', '/api/team/999999/leave', { token: await as('player') })).statusCode).toBe(404);
    });
  });
});
