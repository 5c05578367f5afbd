import type { TournamentListParams } from './tournament-list';

/** Query keys of the tournament area: one root, so a refresh of the whole area is one invalidation. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: () => [...tournamentKeys.all, 'list'] as const,
  list: (params: TournamentListParams) => [...tournamentKeys.lists(), params] as const,
  details: () => [...tournamentKeys.all, 'detail'] as const,
  detail: (slug: string, hash: string | null) => [...tournamentKeys.details(), slug, hash] as const,
};
