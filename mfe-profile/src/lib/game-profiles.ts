import { GAMES, type GameKey } from '@portal/shared/constants';
import type { GameProfileSummary } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';

export interface GameProfileRow {
  key: string;
  game: GameKey | null;
  gameId: number;
  nick: string;
  /** The in-game id (pubg_id or mlbb_id by game). */
  inGameId: string | null;
  level: number | null;
}

/** A game profile as the profile pages show it: which game, the nickname, in-game id and level. */
export function gameProfileRows(profiles: readonly GameProfileSummary[] | null | undefined): GameProfileRow[] {
  return (profiles ?? []).map((profile, index) => {
    const game = gameKeyOf(profile.game_id);
    const inGameId = game ? profile[GAMES[game].idKey] : null;
    return {
      key: `${profile.id ?? `${profile.game_id}-${index}`}`,
      game,
      gameId: profile.game_id,
      nick: profile.nick,
      inGameId: inGameId ? String(inGameId) : null,
      level: profile.level?.number ?? null,
    };
  });
}
