import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { get, getPage } from './methods';
import type { QueryParams } from './request';

/**
 * react-query options for a GET: the query function passes react-query's abort signal, so leaving a page
 * cancels its calls. Feature code keeps one file per endpoint: fetcher -> options -> hook.
 */
export function apiQueryOptions<T, const K extends QueryKey = QueryKey>(queryKey: K, path: string, query?: QueryParams) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => get<T>(path, { query, signal }),
  });
}

/** The same for a paginated list (`{ data, meta }`). */
export function apiPageQueryOptions<T, const K extends QueryKey = QueryKey>(queryKey: K, path: string, query?: QueryParams) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getPage<T>(path, { query, signal }),
  });
}
