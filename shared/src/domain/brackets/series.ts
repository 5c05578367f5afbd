/**
 * A best-of series (MLBB brackets): the first team to win more than half the games wins. A score is
 * checked against the series length: whole numbers, neither side above the wins needed, not both at it.
 */
export type SeriesOutcome = { kind: 'invalid' } | { kind: 'running' } | { kind: 'won'; winner: 'opponent1' | 'opponent2' };

export const winsNeeded = (bestOf: number): number => Math.floor(bestOf / 2) + 1;

export function seriesOutcome(bestOf: number, score1: number, score2: number): SeriesOutcome {
  const needed = winsNeeded(bestOf);
  const valid = (score: number) => Number.isSafeInteger(score) && score >= 0 && score <= needed;
  if (!valid(score1) || !valid(score2) || (score1 === needed && score2 === needed)) return { kind: 'invalid' };
  if (score1 === needed) return { kind: 'won', winner: 'opponent1' };
  if (score2 === needed) return { kind: 'won', winner: 'opponent2' };
  return { kind: 'running' };
}
