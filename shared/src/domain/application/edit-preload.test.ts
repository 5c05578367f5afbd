import { editPreload, lastStageTeam, lastStageTeamMemberIds, type EditableEntry } from './edit-preload';

const stageTeams = [
  { stage: { id: 1 }, stage_team_members: [{ user: { id: 10 } }, { user: { id: 11 } }] },
  { stage: { id: 2 }, group: { id: 9 }, stage_team_members: [{ user: { id: 11 } }, { user_id: 12 }, { user: null }, { user: { id: 11 } }] },
];

describe('edit preload (spec section 4)', () => {
  it('for accepted: players, stage and the preselected group come from the last stage_team', () => {
    const entry: EditableEntry = { status: { code: 'accepted' }, stage: { id: 1 }, group: { id: 7 }, stage_team: { stage_teams: stageTeams } };
    expect(editPreload(entry)).toEqual({ playerIds: [11, 12], stageId: 2, groupId: 9 });
  });

  it('for await: players are preloaded from the last stage_team, while stage and group come from the entry', () => {
    const entry: EditableEntry = { status: { code: 'await' }, stage: { id: 1 }, group: { id: 7 }, stage_team: { stage_teams: stageTeams } };
    expect(editPreload(entry)).toEqual({ playerIds: [11, 12], stageId: 1, groupId: 7 });
  });

  it('for await before admission: players from the stage_team the application sent (no stage_teams yet)', () => {
    const sent = { stage: { id: 1 }, group: { id: 7 }, stage_team_members: [{ user_id: 20, user: { id: 20 } }, { user_id: 21, user: { id: 21 } }], stage_teams: [] };
    expect(editPreload({ status: { code: 'await' }, stage: { id: 1 }, group: { id: 7 }, stage_team: sent })).toEqual({ playerIds: [20, 21], stageId: 1, groupId: 7 });
    expect(lastStageTeam({ stage_team: sent })).toBe(sent);
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
