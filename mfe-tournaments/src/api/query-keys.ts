import { myMatchesKey } from '@portal/shared/api-client';
import type { TournamentListParams } from './tournament-list';

/** Query keys of the tournament area: one root, so a refresh of the whole area is one invalidation. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: () => [...tournamentKeys.all, 'list'] as const,
  list: (params: TournamentListParams) => [...tournamentKeys.lists(), params] as const,
  details: () => [...tournamentKeys.all, 'detail'] as const,
  detail: (slug: string, hash: string | null) => [...tournamentKeys.details(), slug, hash] as const,
};

/** Query keys of the organiser console: one root, invalidated after every write. */
export const organizerKeys = {
  all: ['organizer'] as const,
  options: () => [...organizerKeys.all, 'options'] as const,
  list: (page: number) => [...organizerKeys.all, 'list', page] as const,
  tournament: (ref: string) => [...organizerKeys.all, 'tournament', ref] as const,
  organizers: () => [...organizerKeys.all, 'organizers'] as const,
};

/** Query keys of applications: one root, invalidated after every application write. */
export const applicationKeys = {
  all: ['applications'] as const,
  userTeams: (tournamentId: number) => [...applicationKeys.all, 'user-teams', tournamentId] as const,
  groups: (tournamentId: number, teamId: number) => [...applicationKeys.all, 'groups', tournamentId, teamId] as const,
  review: (tournamentId: number) => [...applicationKeys.all, 'review', tournamentId] as const,
};

/** Query keys of matches, grid and results: one root, invalidated after every results write. */
export const matchKeys = {
  all: ['matches'] as const,
  grid: (slug: string, hash: string | null) => [...matchKeys.all, 'grid', slug, hash] as const,
  groupResults: (groupId: number, hash: string | null) => [...matchKeys.all, 'group-results', groupId, hash] as const,
  /** The player's matches: the shared client's key (['matches', 'mine']), under this root. */
  mine: () => myMatchesKey,
  match: (stageTeamId: number, hash: string | null) => [...matchKeys.all, 'match', stageTeamId, hash] as const,
  organizerResults: (groupId: number) => [...matchKeys.all, 'organizer-results', groupId] as const,
};
