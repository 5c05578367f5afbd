import type { DivisionSlug, GameKey } from '@portal/shared/constants';

/** Division boards of each game's rating, opened at /rating/mlbb/{slug} and /rating/pubg-mobile/{slug}. */
export const MLBB_BOARDS = ['mlbb-division-1', 'mlbb-division-2', 'mlbb-division-3'] as const satisfies readonly DivisionSlug[];
export const PUBG_BOARDS = ['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3', 'personal'] as const satisfies readonly DivisionSlug[];
export type RatingBoard = (typeof MLBB_BOARDS)[number] | (typeof PUBG_BOARDS)[number];

const BOARDS: Record<GameKey, readonly RatingBoard[]> = { mlbb: MLBB_BOARDS, pubg: PUBG_BOARDS };

/** The board a route slug names in a game's rating, or null for an unknown slug. */
export function ratingBoardOf(game: GameKey, slug: string | undefined): RatingBoard | null {
  return BOARDS[game].find((board) => board === slug) ?? null;
}

export function boardsOf(game: GameKey): readonly RatingBoard[] {
  return BOARDS[game];
}

/** The division number of a division board (1 to 3); null for the personal board. */
export function divisionNumber(board: RatingBoard): number | null {
  const match = /-division-(\d)$/.exec(board);
  return match ? Number(match[1]) : null;
}

/** Column sets of the rating tables; each name is a key under rating.columns in the content namespace. */
export const RATING_COLUMNS = {
  teams: ['place', 'team', 'tournaments', 'wins', 'change', 'points', 'skill'],
  players: ['place', 'player', 'matches', 'kills', 'kd', 'points'],
  seasons: ['season', 'period', 'teams', 'leader'],
  teamHistory: ['tournament', 'date', 'place', 'points', 'total'],
} as const;
export type RatingColumnSet = keyof typeof RATING_COLUMNS;

/**
 * The columns a phone shows on a row's first line, in this order (what the board is about: who and how many
 * points); the others follow on a second line, each with its name.
 */
export const RATING_PRIMARY_COLUMNS: { readonly [Set in RatingColumnSet]: readonly (typeof RATING_COLUMNS)[Set][number][] } = {
  teams: ['place', 'team', 'points'],
  players: ['place', 'player', 'points'],
  seasons: ['season', 'leader'],
  teamHistory: ['tournament', 'place', 'points'],
};
