import { DEFAULT_TEAM_FILTER, GAME_KEYS, GAMES, type GameKey } from '@portal/shared/constants';
import { gameKeyOf } from '@portal/shared/domain';

/**
 * The game filter of the user's team list: 'all' (labelled 'Все') by default, else a game id, sent as
 * filter[game_id] when the list is loaded.
 */
export type TeamFilter = typeof DEFAULT_TEAM_FILTER | `${(typeof GAMES)[GameKey]['id']}`;

export const TEAM_FILTERS: readonly TeamFilter[] = [DEFAULT_TEAM_FILTER, ...GAME_KEYS.map((key) => `${GAMES[key].id}` as const)];

/** The game a filter value stands for, or null for all games. */
export function filterGame(filter: TeamFilter): GameKey | null {
  return filter === DEFAULT_TEAM_FILTER ? null : gameKeyOf(Number(filter));
}
