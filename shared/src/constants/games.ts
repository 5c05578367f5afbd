/**
 * The two games of the portal (docs/spec.md sections 1, 3 and 9). `slug` is the one used in routes and API game
 * objects, `dataSlug` the one some data carries (tournament.game_slug), `idKey` the field of a game profile
 * holding the in-game id.
 */
export const GAMES = {
  pubg: { id: 1, slug: 'pubg-mobile', dataSlug: 'pubg', idKey: 'pubg_id', idLabel: 'PUBG ID' },
  mlbb: { id: 3, slug: 'mlbb', dataSlug: 'mlbb', idKey: 'mlbb_id', idLabel: 'MLBB ID' },
} as const;

export type GameKey = keyof typeof GAMES;
export type GameId = (typeof GAMES)[GameKey]['id'];
export type GameIdKey = (typeof GAMES)[GameKey]['idKey'];

export const GAME_KEYS: readonly GameKey[] = ['pubg', 'mlbb'];
export const PUBG_GAME_ID = GAMES.pubg.id;
export const MLBB_GAME_ID = GAMES.mlbb.id;
/** The player level shown in the sidebar is the level of the game profile with this game id. */
export const LEVEL_GAME_ID = GAMES.pubg.id;

/** In-game roles a player may pick in an extended game profile. */
export const IN_GAME_ROLES = {
  pubg: ['captain', 'fragger', 'support', 'sniper'],
  mlbb: ['tank', 'killer', 'wizard', 'marksman', 'support'],
} as const satisfies Record<GameKey, readonly string[]>;
export type InGameRole = (typeof IN_GAME_ROLES)[GameKey][number];

