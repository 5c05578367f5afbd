import { QueryClient } from '@tanstack/react-query';

/** Query defaults. The API client already retries once where docs/spec.md allows. */
export const QUERY_DEFAULTS = {
  queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const;

/** The one QueryClient of the page (the page server makes one per render with the same defaults). */
export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
