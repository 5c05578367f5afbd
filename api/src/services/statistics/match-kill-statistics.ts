import { GAME_KEYS, GAMES } from '@portal/shared/constants';
import { MATCH_KILL_STATISTICS_KEYS, type KillDeathStatistics, type MatchKillStatistics } from '@portal/shared/contracts';
import type { Queryable } from '../../db/client';
import { gameTotalsOfUser } from './game-totals';

/**
 * Kills per death, rounded to two decimals (half up): kills when there are no deaths, so a player who
 * never died is not shown a division by zero; 0 without kills.
 */
export function killDeathRatio(kills: number, deaths: number): number {
  if (deaths === 0) return kills;
  // Hundredths from the integers: 201 / 200 is 1.01, while (201 / 200) * 100 rounds down to 1.00 in binary.
  return Math.round((kills * 100) / deaths) / 100;
}

export function killDeathStatistics(kills: number, deaths: number, matches: number): KillDeathStatistics {
  return { kills, deaths, matches, kdr: killDeathRatio(kills, deaths) };
}

/** A player's statistics in every game (the signed-in player's, or on a public profile); a game without matches has zeros. */
export async function matchKillStatistics(db: Queryable, userId: number): Promise<MatchKillStatistics> {
  const totals = new Map((await gameTotalsOfUser(db, userId)).map((row) => [row.game_id, row]));
  const entries = GAME_KEYS.map((key) => {
    const row = totals.get(GAMES[key].id);
    return [MATCH_KILL_STATISTICS_KEYS[key], killDeathStatistics(row?.kills ?? 0, row?.deaths ?? 0, row?.matches ?? 0)] as const;
  });
  return Object.fromEntries(entries) as MatchKillStatistics;
}
