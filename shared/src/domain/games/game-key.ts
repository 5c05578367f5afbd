import { GAME_KEYS, GAMES, type GameKey } from '@portal/shared/constants';

/** The game of an id, a route slug (pubg-mobile, mlbb) or a data slug (pubg, mlbb); null for any other. */
export function gameKeyOf(value: number | string | null | undefined): GameKey | null {
  for (const key of GAME_KEYS) {
    const game = GAMES[key];
    if (value === game.id || value === game.slug || value === game.dataSlug) return key;
  }
  return null;
}
