import { keepPreviousData } from '@tanstack/react-query';
import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type SearchResults } from '@portal/shared/contracts';

/** GET /v1/client/search?q=: players and teams whose name contains the term (asked from 2 characters). */
export const searchQueryOptions = (q: string) => apiQueryOptions<SearchResults>(['search', q], API_PATHS.search, { q });

export function useSearch(q: string, enabled: boolean) {
  return useQuery({ ...searchQueryOptions(q), enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
}
