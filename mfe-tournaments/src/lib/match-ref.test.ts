import { matchSegment, parseMatchRef } from './match-ref';

describe('parseMatchRef', () => {
  it('splits the group-team id from the tournament slug at the first hyphen', () => {
    expect(parseMatchRef('12-spring-cup-2025')).toEqual({ groupTeamId: 12, slug: 'spring-cup-2025' });
    expect(parseMatchRef('7-mlbb')).toEqual({ groupTeamId: 7, slug: 'mlbb' });
  });

  it('reads an encoded or upper-case segment', () => {
    expect(parseMatchRef('45-Almaty-Open')).toEqual({ groupTeamId: 45, slug: 'almaty-open' });
    expect(parseMatchRef('45%2Dalmaty-open')).toEqual({ groupTeamId: 45, slug: 'almaty-open' });
  });

  it.each([
    ['', 'empty'],
    ['spring-cup', 'no id'],
    ['12', 'no slug'],
    ['12-', 'empty slug'],
    ['0-spring-cup', 'zero id'],
    ['012-spring-cup', 'leading zero'],
    ['-12-spring-cup', 'negative id'],
    ['12-2025', 'an all-digit slug'],
    ['12-spring--cup', 'a double hyphen'],
    ['12-spring-cup-', 'a trailing hyphen'],
    ['12-spring_cup', 'an underscore'],
    ['12-spring cup', 'a space'],
    ['99999999999999999999-cup', 'an id beyond the safe integers'],
    ['12-%E0%A4%A', 'a malformed escape'],
  ])('refuses %j (%s)', (segment) => {
    expect(parseMatchRef(segment)).toBeNull();
  });

  it('refuses a missing segment', () => {
    expect(parseMatchRef(undefined)).toBeNull();
    expect(parseMatchRef(null)).toBeNull();
  });

  it('builds the segment back', () => {
    expect(matchSegment({ groupTeamId: 12, slug: 'spring-cup' })).toBe('12-spring-cup');
    expect(parseMatchRef(matchSegment({ groupTeamId: 3, slug: 'a-b-c' }))).toEqual({ groupTeamId: 3, slug: 'a-b-c' });
  });
});
