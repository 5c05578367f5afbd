import { acceptsApplications, awaitingMyAnswer, canWithdrawEntry, isGroupFrozen } from './entry-rules';

describe('application entry rules', () => {
  it('takes applications only in registration before end_req_time passes', () => {
    expect(acceptsApplications({ tournamentStatus: 'registration', endReqTime: 10 })).toBe(true);
    expect(acceptsApplications({ tournamentStatus: 'registration', endReqTime: 0 })).toBe(false);
    expect(acceptsApplications({ tournamentStatus: 'registration-end', endReqTime: 10 })).toBe(false);
  });

  it('freezes groups in game or ended', () => {
    expect(isGroupFrozen('game-process')).toBe(true);
    expect(isGroupFrozen('ended')).toBe(true);
    expect(isGroupFrozen('registration')).toBe(false);
    expect(isGroupFrozen(null)).toBe(false);
  });

  it('lets waiting applications go at any time, accepted ones only while registration is open and the group not started, rejected ones never', () => {
    const closed = { tournamentStatus: 'game' as const, endReqTime: -5, groupStatusCode: 'game-process' };
    expect(canWithdrawEntry({ ...closed, entryStatus: 'await' })).toBe(true);
    expect(canWithdrawEntry({ ...closed, entryStatus: 'rejected' })).toBe(false);
    expect(canWithdrawEntry({ tournamentStatus: 'registration', endReqTime: 50, groupStatusCode: 'registration', entryStatus: 'rejected' })).toBe(false);
    expect(canWithdrawEntry({ ...closed, entryStatus: 'accepted' })).toBe(false);
    expect(canWithdrawEntry({ tournamentStatus: 'registration', endReqTime: 50, groupStatusCode: 'registration', entryStatus: 'accepted' })).toBe(true);
    expect(canWithdrawEntry({ tournamentStatus: 'registration', endReqTime: 50, groupStatusCode: 'ended', entryStatus: 'accepted' })).toBe(false);
  });
});

describe('awaitingMyAnswer', () => {
  it('keeps the applications that name the player and wait for their answer, not rejected ones', () => {
    const entry = (id: number, my_status: string | null, code: string) => ({ id, my_status, status: { code } });
    expect(awaitingMyAnswer([entry(1, 'pending', 'await'), entry(2, 'approved', 'await'), entry(3, null, 'accepted'), entry(4, 'pending', 'rejected'), entry(5, 'pending', 'accepted')]).map((e) => e.id)).toEqual([1, 5]);
  });
});
