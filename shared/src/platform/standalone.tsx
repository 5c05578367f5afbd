import { StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PORTAL_ROUTES, type PortalRouteId, type RemoteName } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
import { splitLocale } from '@portal/shared/domain';
import { PageFrame } from './page-frame';
import { PortalProviders } from './PortalProviders';
import type { RemotePageModule } from './remote-routes';

type ExposedRoutes = Record<string, { id: string; lazy: () => Promise<RemotePageModule> }>;

const cache = new Map<string, Promise<RemotePageModule>>();
/** A page of the remote, in the same frame as in the shell (data-page, the route id for useRouteId). */
function StandalonePage({ id, lazy }: { id: PortalRouteId; lazy: () => Promise<RemotePageModule> }) {
  let pending = cache.get(id);
  if (!pending) cache.set(id, (pending = lazy()));
  const { Component } = use(pending);
  return (
    <PageFrame routeId={id}>
      <Component />
    </PageFrame>
  );
}

/**
 * Runs one remote on its own for development (`npm run dev -w mfe-teams`): its pages at their portal
 * paths, in every locale, with the same providers and page frame as in the shell but without the shell's chrome.
 */
export async function mountStandalone(remote: RemoteName, routes: ExposedRoutes) {
  await initI18n(splitLocale(window.location.pathname).locale);
  const own = PORTAL_ROUTES.filter((r) => r.remote === remote);
  const children: RouteObject[] = own.map((r) => {
    const exposed = routes[r.id];
    return {
      path: r.path === '/' ? undefined : r.path.slice(1),
      index: r.path === '/' ? true : undefined,
      element: exposed ? <StandalonePage id={r.id} lazy={exposed.lazy} /> : null,
    } as RouteObject;
  });
  const router = createBrowserRouter([
    { path: '/', children },
    { path: '/:lang', children },
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <PortalProviders>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </PortalProviders>
    </StrictMode>,
  );
}
