import { Suspense, use, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PortalRoute, PortalRouteId } from '@portal/shared/contracts';
import { PageFrame } from '@portal/shared/platform';
import { Spinner } from '@portal/shared/ui';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { forgetRoutePage } from './remote-routes-loader';
import { usePageLoader } from './page-loader';

/** A route of the table (PORTAL_ROUTES), with its id as the table types it. */
type TableRoute = PortalRoute & { id: PortalRouteId };

/** The page once its module is in, in the page frame: data-page="<route id>" and the id for useRouteId. */
function PageFromRemote({ route, load }: { route: TableRoute; load: Promise<ComponentType> }) {
  const Page = use(load);
  return (
    <PageFrame routeId={route.id}>
      <Page />
    </PageFrame>
  );
}

function AreaLoading() {
  return (
    <div data-testid="remote-loading" style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
      <Spinner />
    </div>
  );
}

/**
 * Renders the page of a route from its remote, in its page frame, inside a boundary that keeps the portal
 * alive (while the page loads or its remote is down, there is no frame: the loading or retry state shows).
 */
export function RemotePage({ route }: { route: TableRoute }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const loadPage = usePageLoader();
  const resetKey = `${route.id}:${location.pathname}`;
  // The loader keeps the promise (even a failed one) until a retry forgets it, so re-renders while the
  // panel shows (e.g. a language change) start no new load. Entering another area first re-reads the
  // registry, so a released or rolled-back remote shows its new version (remote-routes-loader.ts).
  const load = loadPage(route);

  return (
    <RemoteBoundary
      resetKey={resetKey}
      onRetry={() => {
        forgetRoutePage(route);
        setAttempt(attempt + 1);
      }}
      renderRetrying={() => <AreaLoading />}
      renderError={(retry) => <RemoteErrorPanel remote={route.remote} onRetry={retry} />}
    >
      <Suspense fallback={<AreaLoading />}>
        <PageFromRemote key={attempt} route={route} load={load} />
      </Suspense>
    </RemoteBoundary>
  );
}
