import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { GroupsForTeam, ReviewEntries, TournamentDetail, TournamentEntry, TournamentUserTeam } from '@portal/shared/contracts';
import { GroupsForTeamSchema, ReviewEntriesSchema, TournamentEntrySchema, TournamentUserTeamSchema } from '@portal/shared/contracts/responses';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { makeTeam } from '../../../test-support/fresh-team';
import { organizerCalls, type Caller, type OrganizerCalls } from '../../../test-support/organizer-world';
import { APPLICATION_PERMISSIONS } from './permissions';

/**
 * Tournament applications on the demo world: the demo captain's Almaty Wolves (four eligible
 * players, one without a social account, one without a game profile) apply to the open cups of the demo
 * organiser; every rule of the apply flow, the players' answers, the organiser's review, the game-time
 * confirmation, withdrawal, resending, and parallel applications that never overbook a group.
 */
const exactly = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) => expect(v.parse(schema, value)).toEqual(value);
type Data<T> = { data: T };

describe.each(TEST_DRIVERS)('tournament applications (%s)', (driver) => {
  let world: TestWorld;
  let api: OrganizerCalls;
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(world.handle.db, query);
  const dataOf = <T>(response: { statusCode: number; body: string; json: () => unknown }): T => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return (response.json() as Data<T>).data;
  };
  const tournamentId = async (slug: string) => dataOf<TournamentDetail>(await api.call('guest', 'GET', `/api/v1/client/tournament/${slug}`)).id;
  const userTeams = async (caller: Caller, id: number) => dataOf<TournamentUserTeam[]>(await api.call(caller, 'GET', `/api/v1/client/tournament/user/teams/${id}`));

  let almaty: number;
  let astana: number;
  let wolves: TournamentUserTeam;
  let eligible: number[];
  const username = (name: string) => wolves.members.find((m) => m.username === name)?.id ?? 0;
  const groupsOf = async (id: number) => dataOf<GroupsForTeam>(await api.call('captain', 'GET', `/api/v1/client/tournament/${id}/groups-for-team/${wolves.id}`)).groups;

  beforeAll(async () => {
    world = await openTestWorld(driver);
    api = organizerCalls(world);
    almaty = await tournamentId('almaty-open-cup');
    astana = await tournamentId('astana-open-cup');
    const teams = await userTeams('captain', almaty);
    wolves = teams.find((team) => team.name === 'Almaty Wolves') as TournamentUserTeam;
    // The four who applied from the start; JavlonPro (eligible since the seed linked his Telegram) comes in as a replacement.
    eligible = wolves.members.filter((m) => m.ineligibility.length === 0 && m.username !== 'JavlonPro').map((m) => m.id);
    // Seeding the demo world on PGlite takes well over a minute when the machine is busy.
  }, 240_000);
  afterAll(async () => world?.dispose());

  describe('who may call what', () => {
    it.each(APPLICATION_PERMISSIONS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s', async (_name, entry) => {
      const url = `/api${entry.path.replace(/\{[^}]+\}/g, '1')}`;
      const response = await api.call('guest', entry.method === 'GET' ? 'GET' : 'POST', url, entry.method === 'GET' ? undefined : {});
      expect(response.json().code).not.toBe('errors.route_not_found');
      if (entry.allow.includes('guest')) expect(response.statusCode).not.toBe(401);
      else expect(response.statusCode).toBe(401);
    });
  });

  describe('the captain\'s teams for a tournament', () => {
    it("lists the team with its status, can_withdraw_entry and each player's eligibility", async () => {
      await world.handle.db.execute(sql`delete from social_accounts where user_id = ${username('Nurlan99')}`);
      const withoutSocial = (await userTeams('captain', almaty)).find((team) => team.id === wolves.id)?.members.find((m) => m.username === 'Nurlan99');
      await world.handle.db.execute(sql`insert into social_accounts (user_id, provider, provider_user_id) values (${username('Nurlan99')}, 'telegram', 'nurlan-test')`);
      expect(withoutSocial?.ineligibility).toEqual(['no_social_account']);
      exactly(TournamentUserTeamSchema, wolves);
      expect(wolves).toMatchObject({ role: 'owner', can_apply: true, status: 'default', can_withdraw_entry: false, entry: null });
      expect(wolves.members.find((m) => m.username === 'JavlonPro')?.ineligibility).toEqual([]);
      expect(wolves.members.find((m) => m.username === 'Polina777')?.ineligibility).toEqual(['no_game_profile']);
      expect(eligible).toHaveLength(4);
    });

    it('asks documents where the tournament requires them (Nomad League), and shows the waiting application there', async () => {
      const nomad = (await userTeams('captain', await tournamentId('nomad-league-season-3'))).find((team) => team.name === 'Almaty Wolves');
      expect(nomad).toMatchObject({ status: 'awaitingAcceptedAdmin', can_withdraw_entry: true, entry: { status: { code: 'await' } } });
      const withoutDocuments = nomad?.members.filter((m) => m.documents_count === 0) ?? [];
      for (const member of withoutDocuments) expect(member.ineligibility).toContain('no_documents');
    });

    it('tells a member they are not the captain (can_apply false)', async () => {
      expect((await userTeams('player', almaty)).find((team) => team.id === wolves.id)).toMatchObject({ role: 'member', can_apply: false });
    });

    it('gives the open groups with their free slots and the replace count', async () => {
      const answer = dataOf<GroupsForTeam>(await api.call('captain', 'GET', `/api/v1/client/tournament/${almaty}/groups-for-team/${wolves.id}`));
      exactly(GroupsForTeamSchema, answer);
      expect(answer.replace_count).toBe(1);
      expect(answer.groups.map((g) => [g.name, g.free_slots])).toEqual([
        ['Группа A', 16],
        ['Группа B', 15],
        ['Группа C', 16],
      ]);
      expect((await api.call('newbie', 'GET', `/api/v1/client/tournament/${almaty}/groups-for-team/${wolves.id}`)).statusCode).toBe(403);
    });
  });

  describe('applying', () => {
    const body = (patch: Record<string, unknown> = {}) => ({ team_id: wolves.id, tournament_id: astana, user_ids: eligible, ...patch });
    const applyAs = async (caller: Caller, patch: Record<string, unknown> = {}, id = astana) => api.call(caller, 'POST', `/api/v1/client/${id}`, body({ tournament_id: id, ...patch }));
    let groupId: number;
    beforeAll(async () => {
      groupId = (await groupsOf(astana))[0]?.id ?? 0;
    });

    it('refuses a member who is not the owner or a manager (403 team_page.captain_only)', async () => {
      const response = await applyAs('player', { group_id: groupId });
      expect([response.statusCode, response.json().code]).toEqual([403, 'team_page.captain_only']);
    });

    it.each([
      ['no group', {}, { group_id: ['application.group_required'] }],
      ['three players', { user_ids: [1, 2, 3] }, { user_ids: ['application.players_min|{"min":4}'] }],
      ['a repeated player', { user_ids: [1, 1, 2, 3] }, { user_ids: ['application.players_distinct'] }],
    ])('refuses %s with its field code (422)', async (_label, patch, errors) => {
      const response = await applyAs('captain', Object.keys(patch).length === 0 ? {} : { group_id: groupId, ...patch });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toMatchObject(errors);
    });

    it('refuses players without a game profile or a social account, naming them', async () => {
      const response = await applyAs('captain', { group_id: groupId, user_ids: [...eligible.slice(0, 3), username('Polina777')] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ user_ids: ['application.player_ineligible|{"username":"Polina777"}'] });
      const stranger = await applyAs('captain', { group_id: groupId, user_ids: [...eligible.slice(0, 3), 1] });
      expect(stranger.json().errors).toEqual({ user_ids: ['application.player_not_in_team'] });
    });

    it('refuses a group of another tournament and a closed registration', async () => {
      const foreign = (await groupsOf(almaty))[0]?.id;
      const response = await applyAs('captain', { group_id: foreign });
      expect([response.statusCode, response.json().errors]).toEqual([422, { group_id: ['application.group_unavailable'] }]);
      const bishkek = await tournamentId('bishkek-showdown');
      const closed = await applyAs('captain', { group_id: foreign }, bishkek);
      expect([closed.statusCode, closed.json().code]).toEqual([409, 'application.registration_closed']);
    });

    it('applies once: a double click makes one application, the players are told, the captain has approved', async () => {
      const [first, second] = await Promise.all([applyAs('captain', { group_id: groupId }), applyAs('captain', { group_id: groupId })]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      const created = [first, second].find((r) => r.statusCode === 201);
      const entry = (created?.json() as Data<TournamentEntry>).data;
      exactly(TournamentEntrySchema, entry);
      const captainId = await api.userIdOf('captain');
      expect(entry).toMatchObject({ status: { code: 'await' }, team_status: 'awaitingAcceptedAdmin', can_manage: true, my_status: 'approved', group: { id: groupId } });
      expect(entry.members.filter((m) => m.status === 'approved').map((m) => m.id)).toEqual([captainId]);
      // Before admission the entry's stage_team is the players it sent, in its stage and group (no id).
      expect(entry.stage_team).toMatchObject({ id: null, stage: { id: entry.stage?.id }, group: { id: groupId }, tournament_team: null, stage_teams: [] });
      expect(entry.stage_team?.stage_team_members.map((m) => [m.user_id, m.user.id])).toEqual(entry.members.map((m) => [m.id, m.id]));
      expect(entry.stage_team?.stage_team_members.map((m) => m.user.username)).toEqual(entry.members.map((m) => m.username));
      expect([entry.tournament_team, entry.stage_teams]).toEqual([null, []]);
      const team = (await userTeams('captain', astana)).find((t) => t.id === wolves.id);
      exactly(TournamentUserTeamSchema, team);
      expect(team).toMatchObject({
        tournamentEntries: [{ id: entry.id, status: { code: 'await' }, stage_id: entry.stage?.id, group_id: groupId }],
        tournamentTeams: [],
        stageWithGroup: { stage: { id: entry.stage?.id }, group: { id: groupId } },
      });
      expect(team?.tournamentMembers.map((m) => m.user_id)).toEqual(entry.members.map((m) => m.id));
      const told = await rows<{ user_id: number }>(sql`select user_id from notifications where type = 'entry_member_chosen' and data->>'tournament_slug' = 'astana-open-cup' order by user_id`);
      expect(told.map((r) => r.user_id)).toEqual(eligible.filter((id) => id !== captainId).sort((a, b) => a - b));
      const [data] = await rows<{ data: Record<string, unknown> }>(sql`select data from notifications where type = 'entry_member_chosen' and data->>'tournament_slug' = 'astana-open-cup' limit 1`);
      expect(data?.data).toMatchObject({ tournament: 'Astana Open Cup', team: 'Almaty Wolves', link: { route: 'entries' } });
      const again = await applyAs('captain', { group_id: groupId });
      expect([again.statusCode, again.json().code]).toEqual([409, 'application.already_applied']);
    });

    it('keeps a player to one team per tournament', async () => {
      const rival = await makeTeam(world, `Rivals ${driver}`);
      const aidos = username('AidosSniper');
      await world.handle.db.execute(sql`insert into team_members (team_id, user_id, role_id) values (${rival.teamId}, ${aidos}, 2)`);
      const response = await world.app.inject({
        method: 'POST',
        url: `/api/v1/client/${astana}`,
        headers: { authorization: `Bearer ${rival.token}`, 'accept-language': 'en' },
        payload: { team_id: rival.teamId, tournament_id: astana, group_id: groupId, user_ids: [...rival.players.slice(0, 3), aidos] },
      });
      expect([response.statusCode, response.json().errors]).toEqual([422, { user_ids: ['application.player_in_other_entry|{"username":"AidosSniper"}'] }]);
    });
  });

  describe('players, review, game time, withdrawal', () => {
    let entry: TournamentEntry;
    beforeAll(async () => {
      entry = (await userTeams('captain', astana)).find((team) => team.id === wolves.id)?.entry as TournamentEntry;
    });

    it('lets a chosen player approve (2) or decline (1), and nobody else', async () => {
      const approved = dataOf<TournamentEntry>(await api.call('player', 'POST', `/api/v1/client/tournament-entry/${entry.id}/status`, { status: 2 }));
      expect(approved.my_status).toBe('approved');
      const mine = dataOf<TournamentEntry[]>(await api.call('player', 'GET', '/api/v1/client/tournament-entries'));
      expect(mine.find((e) => e.id === entry.id)).toMatchObject({ my_status: 'approved', can_manage: false });
      const stranger = await api.call('newbie', 'POST', `/api/v1/client/tournament-entry/${entry.id}/status`, { status: 2 });
      expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'application.not_chosen']);
      const bad = await api.call('player', 'POST', `/api/v1/client/tournament-entry/${entry.id}/status`, { status: 3 });
      expect(bad.statusCode).toBe(422);
    });

    it('shows the organiser the applications with eligibility; other organisers and players are refused', async () => {
      const review = dataOf<ReviewEntries>(await api.call('organizer', 'GET', `/api/organizer/tournaments/${astana}/entries`));
      exactly(ReviewEntriesSchema, review);
      expect(review).toMatchObject({ slot_count: 16, accepted_count: 0 });
      expect(review.entries.map((e) => e.team.name)).toEqual(['Steppe Eagles', 'Almaty Wolves']);
      expect((await api.call('player', 'GET', `/api/organizer/tournaments/${astana}/entries`)).statusCode).toBe(403);
      expect((await api.call('player', 'POST', '/api/tournament/accept', { tournament_entry_id: entry.id })).statusCode).toBe(403);
    });

    it('accepts within slot_count: the team gets its place, the badge turns accepted, everyone is told', async () => {
      const accepted = dataOf<{ status: { code: string } }>(await api.call('organizer', 'POST', '/api/tournament/accept', { tournament_entry_id: entry.id }));
      expect(accepted.status.code).toBe('accepted');
      const team = (await userTeams('captain', astana)).find((t) => t.id === wolves.id);
      expect(team).toMatchObject({ status: 'accepted', entry: { status: { code: 'accepted' } } });
      expect(team?.entry?.stage_teams).toHaveLength(1);
      expect(team?.entry?.stage_teams[0]?.stage_team_members).toHaveLength(4);
      // Docs/spec.md section 3's shapes beside the computed fields: the entry's stage_team is the admitted team's last one.
      exactly(TournamentUserTeamSchema, team);
      const admitted = team?.entry?.stage_teams[0];
      const tournamentTeam = team?.entry?.tournament_team;
      expect(tournamentTeam).toMatchObject({ stage: { id: admitted?.stage.id }, group: { id: admitted?.group?.id }, stage_teams: team?.entry?.stage_teams });
      expect(tournamentTeam?.stage.registerOpenGroups.every((g) => g.stage_id === admitted?.stage.id && g.status.code === 'registration')).toBe(true);
      expect(team?.entry?.stage_team).toEqual({ ...admitted, tournament_team: { id: tournamentTeam?.id, stage: tournamentTeam?.stage, group: tournamentTeam?.group }, stage_teams: team?.entry?.stage_teams });
      expect(admitted?.stage_team_members.map((m) => m.user.username).sort()).toEqual(wolves.members.filter((m) => eligible.includes(m.id)).map((m) => m.username).sort());
      expect(team).toMatchObject({ tournamentEntries: [{ id: entry.id, status: { code: 'accepted' } }], tournamentTeams: [tournamentTeam], stageWithGroup: { stage: admitted?.stage, group: admitted?.group } });
      expect(team?.tournamentMembers.map((m) => m.user_id)).toEqual(admitted?.stage_team_members.map((m) => m.user_id));
      for (const mine of dataOf<TournamentEntry[]>(await api.call('captain', 'GET', '/api/v1/client/tournament-entries'))) exactly(TournamentEntrySchema, mine);
      const told = await rows<{ count: number }>(sql`select count(*)::int as count from notifications where type = 'entry_accepted' and data->>'tournament_slug' = 'astana-open-cup'`);
      expect(told[0]?.count).toBeGreaterThanOrEqual(4);
      const again = await api.call('organizer', 'POST', '/api/tournament/accept', { tournament_entry_id: entry.id });
      expect([again.statusCode, again.json().code]).toEqual([409, 'application.not_awaiting']);
      const detail = dataOf<TournamentDetail>(await api.call('guest', 'GET', `/api/v1/client/tournament/${astana}`));
      expect(detail.accepted_teams_count).toBe(1);
    });

    it('never accepts beyond slot_count', async () => {
      await world.handle.db.execute(sql`update tournaments set slot_count = 1 where id = ${astana}`);
      const waiting = dataOf<ReviewEntries>(await api.call('organizer', 'GET', `/api/organizer/tournaments/${astana}/entries`)).entries.find((e) => e.status.code === 'await');
      const response = await api.call('organizer', 'POST', '/api/tournament/accept', { tournament_entry_id: waiting?.id });
      expect([response.statusCode, response.json().code]).toEqual([409, 'application.slots_full']);
      await world.handle.db.execute(sql`update tournaments set slot_count = 16 where id = ${astana}`);
    });

    it("lets the captain confirm the group's game time, not a member", async () => {
      const team = (await userTeams('captain', astana)).find((t) => t.id === wolves.id);
      const stageTeamId = team?.entry?.stage_teams[0]?.id;
      const refused = await api.call('player', 'POST', '/api/v1/client/group-team/approve', { is_approve_game_time: 1, stage_team_id: stageTeamId });
      expect(refused.statusCode).toBe(403);
      const answer = dataOf<{ is_approve_game_time: boolean }>(await api.call('captain', 'POST', '/api/v1/client/group-team/approve', { is_approve_game_time: 1, stage_team_id: stageTeamId }));
      expect(answer.is_approve_game_time).toBe(true);
    });

    it('declines with a reason, then the captain resends and finally withdraws', async () => {
      const declined = await api.call('admin', 'POST', '/api/tournament/decline', { tournament_entry_id: entry.id, reject_description: 'Не все игроки подтвердили участие.' });
      expect(declined.statusCode).toBe(200);
      let team = (await userTeams('captain', astana)).find((t) => t.id === wolves.id);
      expect(team).toMatchObject({ status: 'rejected', can_withdraw_entry: false, entry: { reject_description: 'Не все игроки подтвердили участие.' } });
      // A rejected application is the team's history: it is sent again, not taken back.
      const withdrawRejected = await api.call('captain', 'POST', `/api/v1/client/tournament-entry/${entry.id}/decline`);
      expect([withdrawRejected.statusCode, withdrawRejected.json().code]).toEqual([409, 'application.not_awaiting']);
      const groupId = (await groupsOf(astana))[2]?.id;
      const resent = dataOf<TournamentEntry>(await api.call('captain', 'POST', '/api/v1/tournament/participate/resend', { team_id: wolves.id, tournament_id: astana, group_id: groupId, members: eligible }));
      expect(resent).toMatchObject({ status: { code: 'await' }, reject_description: null, group: { id: groupId } });
      const memberTries = await api.call('player', 'POST', `/api/v1/client/tournament-entry/${entry.id}/decline`);
      expect([memberTries.statusCode, memberTries.json().code]).toEqual([403, 'team_page.captain_only']);
      expect(dataOf<{ withdrawn: boolean }>(await api.call('captain', 'POST', `/api/v1/client/tournament-entry/${entry.id}/decline`)).withdrawn).toBe(true);
      team = (await userTeams('captain', astana)).find((t) => t.id === wolves.id);
      expect(team).toMatchObject({ status: 'default', entry: null });
    });
  });

  describe('editing, the stage and group lists, details and the next stage', () => {
    let entryId: number;
    let groups: { id: number; stage_id: number }[];
    const edit = (caller: Caller, body: Record<string, unknown>) => api.call(caller, 'POST', `/api/v1/client/tournament-entry/${entryId}/replacement-members`, body);
    const javlon = () => username('JavlonPro');
    beforeAll(async () => {
      groups = await groupsOf(almaty);
      const applied = await api.call('captain', 'POST', `/api/v1/client/${almaty}`, { team_id: wolves.id, tournament_id: almaty, group_id: groups[2]?.id, user_ids: eligible });
      entryId = dataOf<TournamentEntry>(applied).id;
    });

    it('lists the open stages (MLBB) and the open groups of a stage for members of the team only', async () => {
      const qualifier = await tournamentId('mlbb-open-qualifier');
      const dragons = (await userTeams('manager', qualifier)).find((team) => team.name === 'Aral Dragons');
      const stages = dataOf<{ id: number; name: string; timezone: string }[]>(await api.call('manager', 'GET', `/api/v1/client/tournament/mlbb/stages/list/${qualifier}/${dragons?.id}`));
      expect(stages.map((stage) => [stage.name, stage.timezone])).toEqual([['Групповой этап', 'Asia/Tashkent']]);
      expect((await api.call('newbie', 'GET', `/api/v1/client/tournament/mlbb/stages/list/${qualifier}/${dragons?.id}`)).statusCode).toBe(403);
      const byStage = dataOf<GroupsForTeam>(await api.call('captain', 'GET', `/api/v1/client/tournament/group-by-stage/${groups[0]?.stage_id}/teams/${wolves.id}`));
      expect(byStage.groups.map((g) => g.id)).toEqual(groups.map((g) => g.id));
      expect((await api.call('newbie', 'GET', `/api/v1/client/tournament/group-by-stage/${groups[0]?.stage_id}/teams/${wolves.id}`)).statusCode).toBe(403);
    });

    it('edits a waiting application: another group and players', async () => {
      const refused = await edit('player', { groupId: groups[1]?.id, stageId: groups[1]?.stage_id, userIds: eligible });
      expect(refused.statusCode).toBe(403);
      const missingGroup = await edit('captain', { stageId: groups[1]?.stage_id, userIds: eligible });
      expect(missingGroup.statusCode).toBe(422);
      const edited = dataOf<TournamentEntry>(await edit('captain', { groupId: groups[1]?.id, stageId: groups[1]?.stage_id, userIds: eligible }));
      expect(edited.group?.id).toBe(groups[1]?.id);
    });

    it('replaces at most replace_count players of an accepted application (max_replace_members_front)', async () => {
      expect((await api.call('organizer', 'POST', '/api/tournament/accept', { tournament_entry_id: entryId })).statusCode).toBe(200);
      const swapped = [...eligible.filter((id) => id !== username('Nurlan99')), javlon()];
      await world.handle.db.execute(sql`update stages set replace_count = 0 where id = ${groups[1]?.stage_id}`);
      const tooMany = await edit('captain', { groupId: groups[1]?.id, stageId: groups[1]?.stage_id, userIds: swapped });
      expect([tooMany.statusCode, tooMany.json().errors]).toEqual([422, { userIds: ['max_replace_members_front|{"replace_count":0}'] }]);
      await world.handle.db.execute(sql`update stages set replace_count = 2 where id = ${groups[1]?.stage_id}`);
      const edited = dataOf<TournamentEntry>(await edit('captain', { groupId: groups[1]?.id, stageId: groups[1]?.stage_id, userIds: swapped }));
      expect(edited.stage_teams[0]?.stage_team_members.map((m) => m.user_id).sort()).toEqual([...swapped].sort());
      expect(edited.members.find((m) => m.id === javlon())?.status).toBe('pending');
    });

    it('shows the details to the team, its players and the tournament managers only', async () => {
      for (const caller of ['captain', 'player', 'organizer', 'admin'] as const) expect((await api.call(caller, 'GET', `/api/v1/client/tournament-entries/${entryId}/details`)).statusCode).toBe(200);
      expect((await api.call('newbie', 'GET', `/api/v1/client/tournament-entries/${entryId}/details`)).statusCode).toBe(403);
      exactly(TournamentEntrySchema, dataOf<TournamentEntry>(await api.call('captain', 'GET', `/api/v1/client/tournament-entries/${entryId}/details`)));
    });

    it('chooses the group and players of the next stage within its replace_count', async () => {
      const [final] = await rows<{ id: number; group_id: number }>(
        sql`select s.id, g.id as group_id from stages s join stage_groups g on g.stage_id = s.id where s.tournament_id = ${almaty} and s.prev_stage_id is not null limit 1`,
      );
      await world.handle.db.execute(sql`update stage_groups set status = 'registration' where id = ${final?.group_id}`);
      await world.handle.db.execute(
        sql`insert into stage_teams (tournament_team_id, stage_id) select tt.id, ${final?.id} from tournament_teams tt where tt.entry_id = ${entryId}`,
      );
      const before = (await userTeams('captain', almaty)).find((team) => team.id === wolves.id);
      expect(before?.status).toBe('awaitingSelectGroupFromUser');
      const played = before?.entry?.stage_teams[0]?.stage_team_members.map((m) => m.user_id) ?? [];
      const twoNew = [...played.slice(0, 2), username('Nurlan99'), username('Polina777')];
      const tooMany = await api.call('captain', 'POST', `/api/tournament/select/next-stage/${almaty}`, { group_id: final?.group_id, members: twoNew });
      expect([tooMany.statusCode, tooMany.json().errors]).toEqual([422, { members: ['max_replace_members_front|{"replace_count":1}'] }]);
      const moved = dataOf<TournamentEntry>(await api.call('captain', 'POST', `/api/tournament/select/next-stage/${almaty}`, { group_id: final?.group_id, members: played }));
      expect(moved.stage_teams.map((st) => st.group?.id ?? null)).toEqual([groups[1]?.id, final?.group_id]);
      expect(moved.team_status).toBe('awaitingGroupStarted');
      const again = await api.call('captain', 'POST', `/api/tournament/select/next-stage/${almaty}`, { group_id: final?.group_id, members: played });
      expect([again.statusCode, again.json().code]).toEqual([409, 'application.no_next_stage']);
    });
  });

  describe('parallel applications', () => {
    it('fill a group of 5 free slots with exactly 5 of 50 teams applying at once: none overbooked, none lost', async () => {
      const [group] = await rows<{ id: number }>(sql`select g.id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${almaty} order by g.sort_order limit 1`);
      await world.handle.db.execute(sql`update stage_groups set slot_count = 5 where id = ${group?.id}`);
      const captains: { teamId: number; token: string; players: number[] }[] = [];
      for (let i = 0; i < 50; i++) captains.push(await makeTeam(world, `Rush ${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}${driver}`));
      const responses = await Promise.all(
        captains.map((c) =>
          world.app.inject({
            method: 'POST',
            url: `/api/v1/client/${almaty}`,
            headers: { authorization: `Bearer ${c.token}`, 'accept-language': 'en' },
            payload: { team_id: c.teamId, tournament_id: almaty, group_id: group?.id, user_ids: c.players },
          }),
        ),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(45);
      expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'application.group_full')).toBe(true);
      const [count] = await rows<{ count: number }>(sql`select count(*)::int as count from tournament_entries where group_id = ${group?.id}`);
      expect(count?.count).toBe(5);
    }, 120_000);
  });

  describe('an MLBB application, which has a stage and no group', () => {
    it('is resent by its stage without a group, after a rejection', async () => {
      const qualifier = await tournamentId('mlbb-open-qualifier');
      const dragons = (await userTeams('manager', qualifier)).find((team) => team.name === 'Aral Dragons');
      if (!dragons) throw new Error('demo team Aral Dragons missing');
      const players = dragons.members.filter((m) => m.ineligibility.length === 0).map((m) => m.id);
      const [stage] = dataOf<{ id: number }[]>(await api.call('manager', 'GET', `/api/v1/client/tournament/mlbb/stages/list/${qualifier}/${dragons.id}`));
      const applied = dataOf<TournamentEntry>(await api.call('manager', 'POST', `/api/v1/client/${qualifier}`, { team_id: dragons.id, tournament_id: qualifier, stage_id: stage?.id, user_ids: players }));
      expect((await api.call('admin', 'POST', '/api/tournament/decline', { tournament_entry_id: applied.id, reject_description: 'Проверьте состав.' })).statusCode).toBe(200);
      const resent = dataOf<TournamentEntry>(await api.call('manager', 'POST', '/api/v1/tournament/participate/resend', { team_id: dragons.id, tournament_id: qualifier, members: players }));
      expect(resent).toMatchObject({ id: applied.id, status: { code: 'await' }, reject_description: null, group: null });
    });
  });
});
