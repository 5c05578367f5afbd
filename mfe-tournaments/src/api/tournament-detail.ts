import { apiQueryOptions, isApiError, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentDetail } from '@portal/shared/contracts';
import { tournamentKeys } from './query-keys';

/**
 * GET /v1/client/tournament/{slug}: the tournament page with its texts, stages and groups. A private
 * tournament opens only with its ?hash=, handed through from the page URL.
 */
export const tournamentDetailQueryOptions = (slug: string, hash: string | null) =>
  apiQueryOptions<TournamentDetail>(tournamentKeys.detail(slug, hash), API_PATHS.tournament(slug), hash ? { hash } : undefined);

/** The tournament does not exist (or is private and the hash is missing or wrong). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useTournamentDetail(slug: string, hash: string | null) {
  return useQuery(tournamentDetailQueryOptions(slug, hash));
}
