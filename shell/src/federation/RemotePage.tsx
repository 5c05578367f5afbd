import { Suspense, use, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PortalRoute } from '@portal/shared/contracts';
import { Spinner } from '@portal/shared/ui';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { forgetRoutePage, loadRoutePage } from './remote-routes-loader';

function PageFromRemote({ load }: { load: Promise<ComponentType> }) {
  const Page = use(load);
  return <Page />;
}

function AreaLoading() {
  return (
    <div data-testid="remote-loading" style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
      <Spinner />
    </div>
  );
}

/** Renders the page of a route from its remote, inside a boundary that keeps the portal alive. */
export function RemotePage({ route }: { route: PortalRoute }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const resetKey = `${route.id}:${location.pathname}`;
  // The loader keeps the promise (even a failed one) until a retry forgets it, so re-renders while the
  // panel shows (e.g. a language change) start no new load.
  const load = loadRoutePage(route);

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
        <PageFromRemote key={attempt} load={load} />
      </Suspense>
    </RemoteBoundary>
  );
}
