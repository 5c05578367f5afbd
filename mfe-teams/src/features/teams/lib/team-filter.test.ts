import { TEAM_FILTERS, filterGame } from './team-filter';

describe('team filter', () => {
  it("offers all games first, then each game by id", () => {
    expect(TEAM_FILTERS).toEqual(['all', '1', '3']);
  });

  it('maps a filter to its game', () => {
    expect(filterGame('all')).toBeNull();
    expect(filterGame('1')).toBe('pubg');
    expect(filterGame('3')).toBe('mlbb');
  });
});
