import { canEditEntry, canOfferWithdraw, canSelectTeamInEditor, EMPTY_SELECTION, selectTeam, type EditorSelectabilityFacts } from './selection';

const selectable: EditorSelectabilityFacts = { groupStatusCode: 'registration', entryStatus: 'await', endReqTime: 3600, canWithdrawEntry: true };

describe('team selectable in editor mode (spec section 4)', () => {
  it('a team may be selected when its group is open, the entry is not accepted, registration is open and withdrawal is allowed', () => {
    expect(canSelectTeamInEditor(selectable)).toBe(true);
    expect(canSelectTeamInEditor({ ...selectable, groupStatusCode: null })).toBe(true);
    expect(canSelectTeamInEditor({ ...selectable, groupStatusCode: undefined, entryStatus: 'rejected' })).toBe(true);
  });

  it('not when its group is in the game-process or ended status', () => {
    expect(canSelectTeamInEditor({ ...selectable, groupStatusCode: 'game-process' })).toBe(false);
    expect(canSelectTeamInEditor({ ...selectable, groupStatusCode: 'ended' })).toBe(false);
  });

  it('not when the entry is accepted', () => {
    expect(canSelectTeamInEditor({ ...selectable, entryStatus: 'accepted' })).toBe(false);
  });

  it('not once registration has closed (end_req_time negative); zero is still open', () => {
    expect(canSelectTeamInEditor({ ...selectable, endReqTime: -1 })).toBe(false);
    expect(canSelectTeamInEditor({ ...selectable, endReqTime: 0 })).toBe(true);
    expect(canSelectTeamInEditor({ ...selectable, endReqTime: null })).toBe(false);
  });

  it('not when withdrawal is not allowed', () => {
    expect(canSelectTeamInEditor({ ...selectable, canWithdrawEntry: false })).toBe(false);
    expect(canSelectTeamInEditor({ ...selectable, canWithdrawEntry: undefined })).toBe(false);
  });
});

describe('withdraw offered (spec section 4)', () => {
  it('when withdrawal is allowed and end_req_time is positive', () => {
    expect(canOfferWithdraw({ canWithdrawEntry: true, endReqTime: 1, teamStatus: 'accepted' })).toBe(true);
    expect(canOfferWithdraw({ canWithdrawEntry: true, endReqTime: 0, teamStatus: 'accepted' })).toBe(false);
    expect(canOfferWithdraw({ canWithdrawEntry: false, endReqTime: 100, teamStatus: 'accepted' })).toBe(false);
    expect(canOfferWithdraw({ canWithdrawEntry: true, endReqTime: null, teamStatus: 'default' })).toBe(false);
  });

  it('while awaiting admin', () => {
    expect(canOfferWithdraw({ canWithdrawEntry: false, endReqTime: -5, teamStatus: 'awaitingAcceptedAdmin' })).toBe(true);
    expect(canOfferWithdraw({ canWithdrawEntry: true, endReqTime: 100, teamStatus: 'rejected' })).toBe(false);
  });
});

describe('changing the selected team (spec section 4)', () => {
  it('clears players, stage and group', () => {
    const selection = { teamId: 1, stageId: 4, groupId: 9, playerIds: [3, 5] };
    expect(selectTeam(selection, 2)).toEqual({ teamId: 2, stageId: null, groupId: null, playerIds: [] });
    expect(selectTeam(selection, null)).toEqual(EMPTY_SELECTION);
  });

  it('keeps everything when the same team is chosen again', () => {
    const selection = { teamId: 1, stageId: 4, groupId: 9, playerIds: [3, 5] };
    expect(selectTeam(selection, 1)).toBe(selection);
  });
});

describe('editing allowed (spec section 4)', () => {
  it('for entries with status accepted and await', () => {
    expect(canEditEntry('accepted')).toBe(true);
    expect(canEditEntry('await')).toBe(true);
    expect(canEditEntry('rejected')).toBe(false);
    expect(canEditEntry(null)).toBe(false);
  });
});
