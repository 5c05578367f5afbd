import * as v from 'valibot';
import { MATCH_KILL_STATISTICS_KEYS } from '../statistics';
import { described, int } from './build';

/**
 * GET /v1/client/user/match-kill-statistics (docs/spec.md section 7, "Profile and teams"): the signed-in player's
 * kills, deaths and matches per game from their match result lines, and the K/D ratio the account sidebar
 * shows (data.pubg_mobile.kdr).
 */
export const KillDeathStatisticsSchema = described(
  v.object({
    kills: described(int(), 'kills in every match result line of the player in this game'),
    deaths: described(int(), 'deaths in those lines'),
    matches: described(int(), 'matches the player has a result line in'),
    kdr: described(v.number(), 'kills / deaths rounded to two decimals (half up); kills when deaths is 0; 0 without matches'),
  }),
  'Totals of one game',
);
export type KillDeathStatistics = v.InferOutput<typeof KillDeathStatisticsSchema>;

export const MatchKillStatisticsSchema = described(
  v.object({
    [MATCH_KILL_STATISTICS_KEYS.pubg]: KillDeathStatisticsSchema,
    [MATCH_KILL_STATISTICS_KEYS.mlbb]: KillDeathStatisticsSchema,
  } as Record<(typeof MATCH_KILL_STATISTICS_KEYS)[keyof typeof MATCH_KILL_STATISTICS_KEYS], typeof KillDeathStatisticsSchema>),
  'K/D statistics per game (pubg_mobile, mlbb)',
);
export type MatchKillStatistics = v.InferOutput<typeof MatchKillStatisticsSchema>;
