import { nextMatch } from './next-match';

const match = (id: number, gameTime: string) => ({ id, group: { game_time: gameTime } });

describe('nextMatch', () => {
  it('picks the upcoming match that plays first, whatever the order of the list', () => {
    const later = match(1, '2026-12-03T15:00:00.000000Z');
    const first = match(2, '2026-12-01T09:30:00.000000Z');
    const middle = match(3, '2026-12-02T12:00:00Z');
    expect(nextMatch([later, first, middle])).toBe(first);
  });

  it('puts a match without a readable time after the dated ones, and answers null for no matches', () => {
    const undated = match(1, 'soon');
    const dated = match(2, '2026-12-05T10:00:00Z');
    expect(nextMatch([undated, dated])).toBe(dated);
    expect(nextMatch([undated])).toBe(undated);
    expect(nextMatch([])).toBeNull();
  });
});
