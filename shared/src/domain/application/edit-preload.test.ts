import { editPreload, lastStageTeam, lastStageTeamMemberIds, type EditableEntry } from './edit-preload';

const stageTeams = [
  { stage: { id: 1 }, stage_team_members: [{ user: { id: 10 } }, { user: { id: 11 } }] },
  { stage: { id: 2 }, stage_team_members: [{ user: { id: 11 } }, { user_id: 12 }, { user: null }, { user: { id: 11 } }] },
];

describe('edit preload (spec section 4)', () => {
  it('for accepted: players are preloaded from the last stage_team and the stage is taken from the last stage_team', () => {
    const entry: EditableEntry = { status: { code: 'accepted' }, stage: { id: 1 }, group: { id: 7 }, stage_team: { stage_teams: stageTeams } };
    expect(editPreload(entry)).toEqual({ playerIds: [11, 12], stageId: 2, groupId: null });
  });

  it('for await: players are preloaded from the last stage_team, while stage and group come from the entry', () => {
    const entry: EditableEntry = { status: { code: 'await' }, stage: { id: 1 }, group: { id: 7 }, stage_team: { stage_teams: stageTeams } };
    expect(editPreload(entry)).toEqual({ playerIds: [11, 12], stageId: 1, groupId: 7 });
  });

  it('preloads nothing missing: no stage_team, no stage, no group', () => {
    expect(editPreload({ status: { code: 'await' } })).toEqual({ playerIds: [], stageId: null, groupId: null });
    expect(editPreload({ status: { code: 'accepted' }, stage_team: { stage_teams: [] } })).toEqual({ playerIds: [], stageId: null, groupId: null });
    expect(editPreload({ status: { code: 'accepted' }, stage_team: { stage_teams: [{ stage: null, stage_team_members: null }] } })).toEqual({ playerIds: [], stageId: null, groupId: null });
  });

  it('does not preload an entry that may not be edited', () => {
    expect(editPreload({ status: { code: 'rejected' }, stage_team: { stage_teams: stageTeams } })).toBeNull();
  });

  it('lists the last stage team members once each', () => {
    expect(lastStageTeamMemberIds({ stage_team: { stage_teams: stageTeams } })).toEqual([11, 12]);
    expect(lastStageTeamMemberIds({ stage_team: null })).toEqual([]);
  });
});

describe('last stage team', () => {
  it('is the last of the entry stage_teams', () => {
    expect(lastStageTeam({ stage_team: { stage_teams: stageTeams } })).toBe(stageTeams[1]);
    expect(lastStageTeam({})).toBeNull();
  });
});
