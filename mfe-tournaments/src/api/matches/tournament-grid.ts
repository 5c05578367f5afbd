import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentGrid } from '@portal/shared/contracts';
import { matchKeys } from '../query-keys';

/** GET /v1/client/tournament/{slug}/grid: stages with their groups (a private one with its ?hash=). */
export const tournamentGridQueryOptions = (slug: string, hash: string | null) =>
  apiQueryOptions<TournamentGrid>(matchKeys.grid(slug, hash), API_PATHS.tournamentGrid(slug), hash ? { hash } : undefined);

export const useTournamentGrid = (slug: string, hash: string | null) => useQuery(tournamentGridQueryOptions(slug, hash));
