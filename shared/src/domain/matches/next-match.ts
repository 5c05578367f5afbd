import { parseApiDate, trimGameTime } from '../format/date-time';

/**
 * The player's next match: of the upcoming ones, the group that plays first (a match without a readable
 * time comes after every dated one). Null when nothing is upcoming.
 */
export function nextMatch<T extends { group: { game_time: string } }>(upcoming: readonly T[]): T | null {
  let best: T | null = null;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const match of upcoming) {
    const at = parseApiDate(trimGameTime(match.group.game_time))?.valueOf() ?? Number.POSITIVE_INFINITY;
    if (best === null || at < bestAt) {
      best = match;
      bestAt = at;
    }
  }
  return best;
}
