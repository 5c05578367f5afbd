import { MATCH_KILL_STATISTICS_KEYS } from '@portal/shared/contracts';
import { int, obj, type JsonSchema } from '../../http/openapi';

/** OpenAPI shape of MatchKillStatistics (shared/src/contracts/statistics.ts). */
const gameStatistics = obj(
  {
    kills: int('kills in every match result line of the player in this game'),
    deaths: int('deaths in those lines'),
    matches: int('matches the player has a result line in'),
    kdr: { type: 'number', description: 'kills / deaths rounded to two decimals (half up); kills when deaths is 0; 0 without matches' },
  },
  'Totals of one game',
);

export const matchKillStatisticsSchema: JsonSchema = {
  ...obj(Object.fromEntries(Object.values(MATCH_KILL_STATISTICS_KEYS).map((key) => [key, gameStatistics])), 'K/D statistics per game (pubg_mobile, mlbb)'),
  required: Object.values(MATCH_KILL_STATISTICS_KEYS),
};
