/** Query keys of the rating calls. */
export const ratingKeys = {
  all: ['rating'] as const,
  board: (game: string, board: string, season: number, page: number) => [...ratingKeys.all, 'board', game, board, season, page] as const,
  seasons: (game: string, locale: string) => [...ratingKeys.all, 'seasons', game, locale] as const,
  players: (game: string, page: number) => [...ratingKeys.all, 'players', game, page] as const,
  team: (game: string, slug: string, board: string) => [...ratingKeys.all, 'team', game, slug, board] as const,
};
