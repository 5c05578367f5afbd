import type { Game, UserGameAccount } from '@portal/shared/contracts';

/**
 * The add-game-account modal's list (docs/spec.md section 2): the games the player has no account for, whose label
 * contains the search text (any case, surrounding spaces ignored), in the order the API lists them.
 */
export function gamesToAdd(games: readonly Game[], accounts: readonly Pick<UserGameAccount, 'game_id'>[], search: string): Game[] {
  const owned = new Set(accounts.map((account) => account.game_id));
  const needle = search.trim().toLocaleLowerCase();
  return games.filter((game) => !owned.has(game.id) && (needle === '' || game.label.toLocaleLowerCase().includes(needle)));
}

/** Whether any game is left to add an account for. */
export function canAddGameAccount(games: readonly Game[], accounts: readonly Pick<UserGameAccount, 'game_id'>[]): boolean {
  return gamesToAdd(games, accounts, '').length > 0;
}
