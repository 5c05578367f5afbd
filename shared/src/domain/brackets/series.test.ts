import { seriesOutcome, winsNeeded } from './series';

describe('best-of series', () => {
  it('needs more than half the games', () => {
    expect([1, 3, 5, 7].map(winsNeeded)).toEqual([1, 2, 3, 4]);
  });
  it('is won by the first side to reach the wins needed', () => {
    expect(seriesOutcome(1, 1, 0)).toEqual({ kind: 'won', winner: 'opponent1' });
    expect(seriesOutcome(3, 1, 2)).toEqual({ kind: 'won', winner: 'opponent2' });
    expect(seriesOutcome(7, 4, 3)).toEqual({ kind: 'won', winner: 'opponent1' });
  });
  it('is still running below the wins needed', () => {
    expect(seriesOutcome(5, 2, 2)).toEqual({ kind: 'running' });
    expect(seriesOutcome(3, 0, 0)).toEqual({ kind: 'running' });
  });
  it('refuses impossible scores', () => {
    expect(seriesOutcome(3, 2, 2)).toEqual({ kind: 'invalid' });
    expect(seriesOutcome(3, 3, 0)).toEqual({ kind: 'invalid' });
    expect(seriesOutcome(1, -1, 0)).toEqual({ kind: 'invalid' });
    expect(seriesOutcome(5, 0, 1.5)).toEqual({ kind: 'invalid' });
  });
});
