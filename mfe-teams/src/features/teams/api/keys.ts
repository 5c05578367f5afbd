import { myTeamsKeys } from '@portal/shared/api-client';

/**
 * Query keys of the team area under one root ('teams', which the shared list of the user's teams,
 * myTeamsKeys, also lives under): after any team change, invalidating `teamsKeys.all` refreshes every
 * team read on the page.
 */
export const teamsKeys = {
  all: ['teams'] as const,
  mine: myTeamsKeys.all,
  detail: (id: number, userId: number | null) => [...teamsKeys.all, 'detail', id, userId] as const,
  invite: (hash: string, userId: number | null) => [...teamsKeys.all, 'invite', hash, userId] as const,
  public: (slug: string) => [...teamsKeys.all, 'public', slug] as const,
};
