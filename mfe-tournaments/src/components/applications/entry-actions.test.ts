import { makeEntry, stageTeamMembers } from '../../lib/testing/application-fixtures';
import { canChooseNextStage, canStartEdit } from './entry-actions';

const stageTeam = (id: number, group: boolean) => ({
  id,
  stage: { id, name: `Stage ${id}`, prev_stage_id: id > 1 ? id - 1 : null, replace_count: 1 },
  group: group ? { id: 11, name: 'Group A', game_time: '2025-06-01T15:00:00.000000Z', stage_id: id, timezone: 'Asia/Almaty', status: { code: 'registration' as const } } : null,
  is_approve_game_time: null,
  stage_team_members: stageTeamMembers({ id: 1, username: 'Captain' }),
});

describe('application actions', () => {
  it('offers the edit to captains while registration is open and the group is not playing', () => {
    expect(canStartEdit(makeEntry())).toBe(true);
    expect(canStartEdit(makeEntry({ can_manage: false }))).toBe(false);
    expect(canStartEdit(makeEntry({ status: { code: 'rejected' } }))).toBe(false);
    expect(canStartEdit(makeEntry({ tournament: { ...makeEntry().tournament, end_req_time: -1 } }))).toBe(false);
    const playing = makeEntry({ group: { ...makeEntry().group!, status: { code: 'game-process' } } });
    expect(canStartEdit(playing)).toBe(false);
  });

  it('offers the next stage to a team that moved on without a group', () => {
    expect(canChooseNextStage(makeEntry({ team_status: 'awaitingSelectGroupFromUser', stage_teams: [stageTeam(1, true), stageTeam(2, false)] }))).toBe(true);
    expect(canChooseNextStage(makeEntry({ team_status: 'accepted', stage_teams: [stageTeam(1, true)] }))).toBe(false);
  });
});
