import { act, queries, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient, type FetchLike } from '@portal/shared/api-client';
import type { SessionUser } from '@portal/shared/contracts';
import { splitLocale } from '@portal/shared/domain';
import { PortalProviders } from '@portal/shared/platform';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { prepareI18n } from '@portal/shared/testing';
import { buildRoutes } from '../app/build-routes';
import { reportCaughtError } from '../app/report-errors';

export interface ShellRenderOptions {
  session?: { token: string; user?: SessionUser | null };
  fetch?: FetchLike;
}

const noApi: FetchLike = (url, init) => Promise.reject(new Error(`No API in this test for ${init.method} ${url}`));

/**
 * Renders the shell's real route tree (layouts, locale branches, redirects, 404) at `path`, in a memory
 * router with fresh providers. Remote pages load through the federation runtime, which tests mock.
 */
export async function renderShell(path: string, options: ShellRenderOptions = {}) {
  window.localStorage.clear();
  window.sessionStorage.clear();
  const { locale } = splitLocale(path.split(/[?#]/)[0] ?? '/');
  await prepareI18n(locale);
  const store = createStore();
  if (options.session) {
    store.set(authTokenAtom, options.session.token);
    if (options.session.user) store.set(sessionUserAtom, options.session.user);
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const { routes, patchRoutesOnNavigation } = buildRoutes(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  configureApiClient({
    store,
    fetch: options.fetch ?? noApi,
    currentPath: () => router.state.location.pathname,
    navigate: (url) => void router.navigate(url),
  });
  // An awaited act: a page that suspends on its first render (remote pages do) resumes when it resolves.
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <PortalProviders queryClient={queryClient} store={store}>
        <RouterProvider router={router} />
      </PortalProviders>,
      { queries, onCaughtError: reportCaughtError },
    );
  });
  if (!view) throw new Error('render did not run');
  return { ...view, router, store, queryClient, user: userEvent.setup() };
}

/** Location of the memory router as one string: path, query and fragment. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

/** Makes matchMedia report a phone-sized screen (or not) for the queries the shell asks. */
export function emulateScreen({ mobile }: { mobile: boolean }) {
  window.matchMedia = (query: string) =>
    ({
      matches: mobile && query.includes('max-width: 767px'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Clicks inside an awaited act. A click that makes a page suspend (a remote page loading) must be awaited
 * this way in tests, or React leaves the suspended page waiting; in the browser there is no act.
 */
export async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}
