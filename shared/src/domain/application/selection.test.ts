import { canEditEntry, canOfferWithdraw, EMPTY_SELECTION, selectTeam } from './selection';

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
