import type { ComponentType } from 'react';
import type { RemoteName, RouteIdOf } from '@portal/shared/contracts';

/** What a remote page module resolves to: a component, as react-router lazy routes expect. */
export interface RemotePageModule {
  Component: ComponentType;
}

/**
 * What each remote exposes as './routes': one route object per route id it owns (docs/spec.md section 2), with a
 * lazy page. Paths and layouts come from the shared route table; the shell mounts them.
 */
export type RemoteRoutes<R extends RemoteName> = {
  [Id in RouteIdOf<R>]: { id: Id; lazy: () => Promise<RemotePageModule> };
};
