import { Suspense, type ReactElement, type ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type To } from 'react-router';
import type { Locale } from '@portal/shared/constants';
import type { PortalRouteId, SessionUser } from '@portal/shared/contracts';
import { splitLocale } from '@portal/shared/domain';
import { configureApiClient, type FetchLike } from '@portal/shared/api-client';
import { PageFrame, PortalProviders } from '@portal/shared/platform';
import { authTokenAtom, inviteHashAtom, roleNameAtom, sessionUserAtom, storedLanguageAtom } from '@portal/shared/state';
import { toast } from '@portal/shared/ui';
import { prepareI18n } from './prepare-i18n';

export interface RenderOptions {
  /** Browser path the memory router starts at, e.g. '/en/my-teams/5#members' (default '/' in `locale`). */
  route?: string;
  /** Route pattern the element is mounted at, so useParams works, e.g. '/:lang?/my-teams/:teamId'. */
  path?: string;
  /**
   * Mounts the element in the page frame of this route, as the shell mounts a page: marked with
   * data-page="<route id>", and useRouteId() answers it. Pages that read their route id need it.
   */
  routeId?: PortalRouteId;
  /** Extra routes beside the rendered one (targets of links and redirects). */
  routes?: { path: string; element: ReactNode }[];
  /** Interface language (default: the route's locale prefix, ru without one). Also stored as currentTrans. */
  locale?: Locale;
  /** Signed-in state put in the fresh jotai store. */
  session?: { token?: string; user?: SessionUser | null; roleName?: string | null; inviteHash?: string | null };
  /** The API the client talks to (see createFakeApi); unregistered calls fail. */
  fetch?: FetchLike;
  /**
   * Local and session storage start empty, then get these entries (read by code that reads storage when it
   * runs, such as tab memory). The session atoms read storage when their module loads: use `session`.
   */
  storage?: { local?: Record<string, string>; session?: Record<string, string> };
  /** Extra namespaces to load before rendering (registered ones load anyway). */
  namespaces?: string[];
  /** Options of the returned user-event instance (e.g. advanceTimers with fake timers). */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithProvidersResult extends RenderResult {
  store: Store;
  queryClient: QueryClient;
  /** The memory router's location right now. */
  location: () => Location;
  /** Navigates the memory router (inside act). */
  navigate: (to: To, options?: { replace?: boolean }) => Promise<void>;
  user: ReturnType<typeof userEvent.setup>;
  /** Every URL the API client navigated to (the 401 redirect), in order. */
  navigations: string[];
}

interface RouterHandle {
  location: Location | null;
  navigate: NavigateFunction | null;
}

function RoutedUi({ routes, handle }: { routes: { path: string; element: ReactNode }[]; handle: RouterHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return useRoutes(routes);
}

const noFetch: FetchLike = (url, init) =>
  Promise.reject(new Error(`No API in this test for ${init.method} ${url}: pass { fetch: createFakeApi().fetch }`));

function seedStorage(storage: RenderOptions['storage']) {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const [key, value] of Object.entries(storage?.local ?? {})) window.localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(storage?.session ?? {})) window.sessionStorage.setItem(key, value);
}

/**
 * Renders `ui` inside the portal's real providers: a fresh QueryClient and jotai store, the i18n instance
 * loaded with the real locale files (awaited, so nothing suspends), the theme, the toast viewport and a
 * memory router. The API client is pointed at the fresh store, the given fetch, and a recorder of
 * navigations that also moves the memory router. (The shell's data router has its own helper.)
 */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Promise<RenderWithProvidersResult> {
  const locale = options.locale ?? (options.route ? splitLocale(options.route.split(/[?#]/)[0] ?? '/').locale : 'ru');
  const route = options.route ?? (locale === 'ru' ? '/' : `/${locale}`);
  seedStorage(options.storage);
  // A viewport of an earlier render in the same test still listens to the toast store.
  act(() => toast.clear());
  await prepareI18n(locale, options.namespaces);

  const store = createStore();
  store.set(storedLanguageAtom, locale);
  if (options.session?.token) store.set(authTokenAtom, options.session.token);
  if (options.session?.user) store.set(sessionUserAtom, options.session.user);
  if (options.session?.roleName) store.set(roleNameAtom, options.session.roleName);
  if (options.session?.inviteHash) store.set(inviteHashAtom, options.session.inviteHash);

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const handle: RouterHandle = { location: null, navigate: null };
  const location = () => {
    if (!handle.location) throw new Error('The memory router has not rendered yet');
    return handle.location;
  };
  const navigations: string[] = [];
  configureApiClient({
    store,
    fetch: options.fetch ?? noFetch,
    currentPath: () => handle.location?.pathname ?? route.split(/[?#]/)[0] ?? '/',
    navigate: (url) => {
      navigations.push(url);
      void handle.navigate?.(url);
    },
  });

  const page = options.routeId ? <PageFrame routeId={options.routeId}>{ui}</PageFrame> : ui;
  // A declarative memory router: pages of remotes need no loaders, and it needs no fetch Request in jsdom.
  const result = render(
    <PortalProviders queryClient={queryClient} store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <RoutedUi handle={handle} routes={[{ path: options.path ?? '*', element: page }, ...(options.routes ?? [])]} />
        </Suspense>
      </MemoryRouter>
    </PortalProviders>,
  );
  const navigate = async (to: To, navigateOptions?: { replace?: boolean }) => {
    await act(async () => {
      await handle.navigate?.(to, navigateOptions);
    });
  };
  return { ...result, store, queryClient, location, navigate, navigations, user: userEvent.setup(options.userEvent) };
}
