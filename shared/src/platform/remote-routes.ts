import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RemoteName, RouteIdOf } from '@portal/shared/contracts';

/** What a remote page module resolves to: a component, as react-router lazy routes expect. */
export interface RemotePageModule {
  Component: ComponentType;
}

/** The address a page is opened at: its route parameters and query string. */
export interface RouteTarget {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts loading the data a page shows first, into the page's own query keys. The shell calls it as soon as
 * the remote's route table is in, so the API call runs while the page's code and strings download instead of
 * after them (one round trip less before a tournament page shows its content).
 */
export type RoutePrefetch = (queryClient: QueryClient, target: RouteTarget) => Promise<unknown>;

/** One route of a remote: its lazy page, and optionally what to prefetch for it. */
export interface RemoteRoute<Id extends string = string> {
  id: Id;
  lazy: () => Promise<RemotePageModule>;
  prefetch?: RoutePrefetch;
}

/**
 * What each remote exposes as './routes': one route object per route id it owns (spec section 2), with a
 * lazy page. Paths and layouts come from the shared route table; the shell mounts them.
 */
export type RemoteRoutes<R extends RemoteName> = {
  [Id in RouteIdOf<R>]: RemoteRoute<Id>;
};
