import type { GameKey } from '@portal/shared/constants';

/**
 * GET /v1/client/user/match-kill-statistics (docs/spec.md section 7, "Profile and teams"): the signed-in player's
 * kills, deaths and matches per game from their match result lines, and the K/D ratio the account sidebar
 * shows (data.pubg_mobile.kdr). The answer's types are inferred from its response schema.
 */
/** Key of each game in the answer (the game slug with underscores). */
export const MATCH_KILL_STATISTICS_KEYS = { pubg: 'pubg_mobile', mlbb: 'mlbb' } as const satisfies Record<GameKey, string>;

export type MatchKillStatisticsKey = (typeof MATCH_KILL_STATISTICS_KEYS)[GameKey];

export type { KillDeathStatistics, MatchKillStatistics } from './responses/statistics';
