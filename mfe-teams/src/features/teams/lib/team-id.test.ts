import { parseTeamId } from './team-id';

describe('parseTeamId', () => {
  it('reads a database id', () => {
    expect(parseTeamId('12')).toBe(12);
    expect(parseTeamId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '012', '-1', '1.5', 'abc', '2147483648', '99999999999'])('names no team for %p', (value) => {
    expect(parseTeamId(value)).toBeNull();
  });
});
