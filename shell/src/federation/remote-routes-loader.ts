import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type PortalRoute, type RemoteName } from '@portal/shared/contracts';
import type { RemotePageModule } from '@portal/shared/platform';
import type { ComponentType } from 'react';
import { registeredRemote } from './registry';

type ExposedRoutes = Record<string, { id: string; lazy: () => Promise<RemotePageModule> }>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote area that could not be loaded: expected while a remote is down, shown as the retry panel. */
export function isRemoteUnavailable(error: unknown): error is RemoteUnavailableError {
  return error instanceof RemoteUnavailableError;
}

const asUnavailable = (remote: RemoteName) => (error: unknown) => {
  throw isRemoteUnavailable(error) ? error : new RemoteUnavailableError(remote, error);
};

const routeModules = new Map<RemoteName, Promise<ExposedRoutes>>();
const pages = new Map<string, Promise<ComponentType>>();

/** Loads (once) the route objects a remote exposes as './routes'. Failures are not cached. */
export function loadRemoteRoutes(remote: RemoteName): Promise<ExposedRoutes> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = (async () => {
      if (!registeredRemote(remote)) throw new RemoteUnavailableError(remote, 'not in the registry');
      const mod = await loadRemote<{ routes: ExposedRoutes }>(`${federationName(remote)}/routes`);
      if (!mod?.routes) throw new RemoteUnavailableError(remote, 'no routes exposed');
      return mod.routes;
    })().catch(asUnavailable(remote));
    routeModules.set(remote, pending);
    pending.catch(() => routeModules.delete(remote));
  }
  return pending;
}

/**
 * Resolves the page component of a route from its remote. The same promise is returned, even once it
 * failed, until `forgetRoutePage` (the retry) drops it: a failure is retried on purpose, not by re-renders.
 */
export function loadRoutePage(route: PortalRoute): Promise<ComponentType> {
  let pending = pages.get(route.id);
  if (!pending) {
    pending = loadRemoteRoutes(route.remote).then(async (routes) => {
      const exposed = routes[route.id];
      if (!exposed) throw new RemoteUnavailableError(route.remote, `route ${route.id} not exposed`);
      const page = await exposed.lazy();
      return page.Component;
    }).catch(asUnavailable(route.remote));
    pages.set(route.id, pending);
    // Handled by the boundary that renders it; this keeps the stored promise from counting as unhandled.
    pending.catch(() => undefined);
  }
  return pending;
}

/** Forgets a cached page so the next render loads it again (used by retry). */
export function forgetRoutePage(route: PortalRoute) {
  pages.delete(route.id);
}
