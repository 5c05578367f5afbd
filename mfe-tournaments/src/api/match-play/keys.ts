/** Query keys of brackets, tournament comments and custom games: one root each, invalidated after writes. */
export const bracketKeys = {
  all: ['brackets'] as const,
  tournament: (tournamentId: number) => [...bracketKeys.all, 'tournament', tournamentId] as const,
  organizer: (tournamentId: number) => [...bracketKeys.all, 'organizer', tournamentId] as const,
};

export const tournamentCommentKeys = {
  all: ['tournament-comments'] as const,
  page: (tournamentId: number, page: number) => [...tournamentCommentKeys.all, tournamentId, page] as const,
};

export const customGameKeys = {
  all: ['custom-games'] as const,
  list: (game: number | null, page: number) => [...customGameKeys.all, game, page] as const,
};
