import { useDeferredValue } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps TanStack's hook
import { useQuery as useTanstackQuery } from '@tanstack/react-query';

/**
 * TanStack's useQuery, whose new results render in a transition. TanStack Query hands React a result through
 * useSyncExternalStore, and React renders every such update synchronously: a page's data arriving was one
 * blocking render of the whole section (up to 90 ms on a fast laptop, four times that on a phone). Deferred, the
 * urgent render keeps the previous result (cheap: the same skeleton or list) and the new one renders in slices
 * that yield to input and paint. The portal's apps import useQuery from here (an ESLint rule says so).
 */
export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0], queryClient?: Parameters<typeof useTanstackQuery>[1]) =>
  useDeferredValue(useTanstackQuery(options, queryClient))) as typeof useTanstackQuery;
