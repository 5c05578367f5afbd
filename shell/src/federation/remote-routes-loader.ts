import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type PortalRoute, type RemoteName } from '@portal/shared/contracts';
import type { RemotePageModule } from '@portal/shared/platform';
import type { ComponentType } from 'react';
import { namespaceReloads } from '@portal/shared/i18n';
import { refreshRegistry, registeredRemote } from './registry';

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
const pages = new Map<string, { remote: RemoteName; page: Promise<ComponentType>; check?: Promise<void> }>();

/** Loads (once) the route objects a remote exposes as './routes'. Failures are not cached. */
export function loadRemoteRoutes(remote: RemoteName): Promise<ExposedRoutes> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = (async () => {
      if (!registeredRemote(remote)) throw new RemoteUnavailableError(remote, 'not in the registry');
      const mod = await loadRemote<{ routes: ExposedRoutes }>(`${federationName(remote)}/routes`);
      if (!mod?.routes) throw new RemoteUnavailableError(remote, 'no routes exposed');
      // A new version of a remote registers its namespace again: its strings reload before its pages show.
      await namespaceReloads();
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
  let pending = pages.get(route.id)?.page;
  if (!pending) {
    pending = startPageLoad(route);
    pages.set(route.id, { remote: route.remote, page: pending });
  }
  return pending;
}

function startPageLoad(route: PortalRoute): Promise<ComponentType> {
  const pending = loadRemoteRoutes(route.remote)
    .then(async (routes) => {
      const exposed = routes[route.id];
      if (!exposed) throw new RemoteUnavailableError(route.remote, `route ${route.id} not exposed`);
      const page = await exposed.lazy();
      return page.Component;
    })
    .catch(asUnavailable(route.remote));
  // Handled by the boundary that renders it; this keeps the stored promise from counting as unhandled.
  pending.catch(() => undefined);
  return pending;
}

/** Forgets a cached page so the next render loads it again (used by retry). */
export function forgetRoutePage(route: PortalRoute) {
  pages.delete(route.id);
}

/** Forgets everything loaded from a remote (its routes and pages): the next page of it loads afresh. */
export function forgetRemote(remote: RemoteName) {
  routeModules.delete(remote);
  for (const [id, entry] of pages) if (entry.remote === remote) pages.delete(id);
}

let areaOnScreen: RemoteName | null = null;
let entering: { remote: RemoteName; check: Promise<void> } | null = null;

/**
 * Called as a page of `remote` is about to show. Entering an area other than the one on screen re-reads
 * the registry first (one small uncached request, waited for at most REGISTRY_CHECK_TIMEOUT_MS): every
 * remote a release or a rollback switched is forgotten, so its next page, this one included, comes from the
 * new version. Navigation within an area never checks, so a page never mixes two versions of its remote;
 * the first page of a visit uses the registry the shell read at start. Null within an area (nothing to wait).
 */
export function enterRemoteArea(remote: RemoteName): Promise<void> | null {
  if (areaOnScreen === null || areaOnScreen === remote) {
    areaOnScreen = remote;
    return null;
  }
  if (entering?.remote !== remote) {
    const check = refreshRegistry().then((changed) => changed.forEach(forgetRemote));
    entering = { remote, check };
    void check.finally(() => {
      if (entering?.check === check) {
        entering = null;
        areaOnScreen = remote;
      }
    });
  }
  return entering.check;
}

/**
 * The page of a route as the shell shows it: straight from the loader within an area; when entering another
 * area, a promise that waits for the registry check and is kept as the route's page, so React sees one
 * promise (no second suspension) unless the check found a new version of the remote.
 */
export function loadAreaPage(route: PortalRoute): Promise<ComponentType> {
  const check = enterRemoteArea(route.remote);
  if (!check) return loadRoutePage(route);
  const entry = pages.get(route.id);
  if (entry?.check === check) return entry.page;
  const prior = entry?.page ?? null;
  const chained: Promise<ComponentType> = check.then(() => {
    const kept = pages.get(route.id);
    // Forgotten by the check: the remote changed version, its page loads from the new one.
    if (kept?.page !== chained) return loadRoutePage(route);
    return prior ?? startPageLoad(route);
  });
  chained.catch(() => undefined);
  pages.set(route.id, { remote: route.remote, page: chained, check });
  return chained;
}
