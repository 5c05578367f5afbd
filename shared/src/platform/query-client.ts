import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the page. The API client already retries once where the spec allows. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
