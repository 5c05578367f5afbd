import type { GameKey } from '@portal/shared/constants';

/**
 * GET /v1/client/user/match-kill-statistics (spec section 7, "Profile and teams"): the signed-in player's
 * kills, deaths and matches per game from their match result lines, and the K/D ratio the account sidebar
 * shows (data.pubg_mobile.kdr).
 */
export interface KillDeathStatistics {
  kills: number;
  deaths: number;
  /** Matches the player has a result line in. */
  matches: number;
  /** kills / deaths rounded to two decimals; kills when there are no deaths; 0 without matches. */
  kdr: number;
}

/** Key of each game in the answer (the game slug with underscores). */
export const MATCH_KILL_STATISTICS_KEYS = { pubg: 'pubg_mobile', mlbb: 'mlbb' } as const satisfies Record<GameKey, string>;

export type MatchKillStatisticsKey = (typeof MATCH_KILL_STATISTICS_KEYS)[GameKey];

export type MatchKillStatistics = Record<MatchKillStatisticsKey, KillDeathStatistics>;
