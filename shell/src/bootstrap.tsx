import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient } from '@portal/shared/api-client';
import { PortalProviders, queryClient } from '@portal/shared/platform';
import { initI18n } from '@portal/shared/i18n';
import { splitLocale } from '@portal/shared/domain';
import { authTokenAtom, portalStore, sessionUserAtom } from '@portal/shared/state';
import { PAGE_DATA_ELEMENT_ID, parsePageData } from '@portal/shared/contracts';
import { loadRegistry } from './federation/registry';
import { buildRoutes } from './app/build-routes';
import { createPagePayloadLoader } from './app/page-payload';
import { reportCaughtError, reportRecoverableError } from './app/report-errors';
import { startupRedirectTarget } from './app/startup-redirect';
import { whenPageIdle } from './app/when-page-idle';
import { registerServiceWorker } from './app/register-service-worker';
import { startBrowserBuildCheck } from './build-check/build-check';
import { startRealtime } from './realtime/start-realtime';

/** Ends the current task: start-up work runs in several short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function routerReady(router: { state: { initialized: boolean }; subscribe(listener: (state: { initialized: boolean }) => void): () => void }): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  const redirect = startupRedirectTarget(window.location.pathname, portalStore.get(sessionUserAtom));
  if (redirect) window.history.replaceState(null, '', redirect);

  const { locale } = splitLocale(window.location.pathname);
  await Promise.all([initI18n(locale), loadRegistry()]);
  await nextTask();
  const loadPageData = createPagePayloadLoader({ queryClient, isGuest: () => !portalStore.get(authTokenAtom) });
  const { routes, patchRoutesOnNavigation } = buildRoutes(locale, loadPageData);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  // The API client's 401 redirect moves the router instead of reloading the page. A navigation started at the
  // same moment (a page setting its own URL) can supersede it: the redirect then loads the login page instead.
  configureApiClient({
    navigate: (url) => {
      const landed = () => router.state.location.pathname === url;
      void router.navigate(url).then(
        () => landed() || window.location.assign(url),
        () => window.location.assign(url),
      );
    },
  });
  // Not needed for the first screen: the shared socket and the build check start once the page is idle. Remotes may subscribe before: the platform keeps those subscriptions.
  whenPageIdle(() => {
    startRealtime({ store: portalStore, queryClient });
    // Deployed builds publish /builds/latest.json; development servers rebuild on their own.
    // The service worker too (installable app, offline page): only deployed builds have one.
    if (process.env.NODE_ENV === 'production') {
      startBrowserBuildCheck();
      registerServiceWorker();
    }
  });

  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const app = (
    <StrictMode>
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>
  );
  // A page the server rendered (docs/architecture.md, "How a request becomes HTML") is taken over as it is,
  // with the query data it was rendered with. The server renders for guests: a signed-in player's page is
  // rendered anew with their own answers (what they may do differs: comment, apply, their team's entry), the
  // server's HTML showing until then; the guest's query data is never theirs.
  const guest = !portalStore.get(authTokenAtom);
  const pageData = redirect ? null : parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  if (pageData && guest) hydrate(queryClient, pageData.queries as DehydratedState);
  if (pageData && guest && root.firstElementChild) {
    // A path with parameters is matched after route discovery (patchRoutesOnNavigation): until then the
    // router would render nothing where the server's page is.
    await routerReady(router);
    // A transition, as the client render below: hydration yields to the browser every few milliseconds
    // instead of one long task (a phone's total blocking time), and input meanwhile is not lost.
    startTransition(() => {
      hydrateRoot(root, app, { onCaughtError: reportCaughtError, onRecoverableError: reportRecoverableError });
    });
    return;
  }
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtError });
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  startTransition(() => reactRoot.render(app));
}

void start();
