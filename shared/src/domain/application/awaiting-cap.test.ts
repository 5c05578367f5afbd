import { AWAITING_PER_USER, AWAITING_PER_USER_PER_TOURNAMENT, awaitingCapReached } from './awaiting-cap';

describe('awaiting applications per person', () => {
  it('lets one more go below both caps', () => {
    expect(awaitingCapReached({ inTournament: AWAITING_PER_USER_PER_TOURNAMENT - 1, overall: AWAITING_PER_USER - 1 })).toBeNull();
  });

  it('refuses one more in a tournament, and one more in all, naming the cap', () => {
    expect(awaitingCapReached({ inTournament: AWAITING_PER_USER_PER_TOURNAMENT, overall: 0 })).toBe(AWAITING_PER_USER_PER_TOURNAMENT);
    expect(awaitingCapReached({ inTournament: 0, overall: AWAITING_PER_USER })).toBe(AWAITING_PER_USER);
  });
});
