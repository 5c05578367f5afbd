import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/constants';
import { PORTAL_ROUTES, type LayoutName } from '@portal/shared/contracts';
import type { PagePayloadLoader } from './page-payload';
import { resolveLocalePath, splitLocale } from '@portal/shared/domain';
import { RemotePage } from '../federation/RemotePage';
import { LocaleRoot } from '../locale/LocaleRoot';
import { AuthLayout } from '../layout/AuthLayout';
import { DefaultLayout } from '../layout/DefaultLayout';
import { NewDefaultLayout } from '../layout/NewDefaultLayout';
import { ErrorLayout } from '../layout/ErrorLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorPage } from '../pages/ErrorPage';

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  auth: AuthLayout,
  newDefault: NewDefaultLayout,
  default: DefaultLayout,
};

/** Redirects of docs/spec.md section 2 (/ru prefix, /user-new) applied on client navigation too. */
function localeRedirectLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const resolution = resolveLocalePath(url.pathname, url.search);
  if (resolution.kind === 'redirect') return redirect(resolution.to, resolution.permanent ? 301 : 302);
  return null;
}

/** Shown (nothing) while a redirect loader runs on the first load; the next page follows at once. */
function Redirecting() {
  return null;
}

const redirectRoute = (path: string): RouteObject => ({ path, loader: localeRedirectLoader, element: null, HydrateFallback: Redirecting });

function localeBranch(loadPageData?: PagePayloadLoader): RouteObject[] {
  const layouts = Object.keys(LAYOUTS) as LayoutName[];
  const branch: RouteObject[] = layouts.map((layout) => {
    const Layout = LAYOUTS[layout];
    return {
      element: <Layout />,
      children: PORTAL_ROUTES.filter((r) => r.layout === layout).map((r) => ({
        path: r.path === '/' ? undefined : r.path.slice(1),
        index: r.path === '/' ? true : undefined,
        element: <RemotePage route={r} />,
        handle: { routeId: r.id, remote: r.remote, layout: r.layout },
        ...(loadPageData ? { loader: ({ request }: { request: Request }) => loadPageData(r, request) } : {}),
      })) as RouteObject[],
    };
  });
  branch.push(redirectRoute('user-new/*'));
  branch.push({ element: <ErrorLayout />, children: [{ path: '*', element: <NotFoundPage /> }] });
  return branch;
}

/** The routes of one language: ru's at the root, every other locale's under /{locale}. */
function branchOf(locale: Locale, loadPageData?: PagePayloadLoader): RouteObject[] {
  return locale === DEFAULT_LOCALE ? localeBranch(loadPageData) : [{ path: locale, children: localeBranch(loadPageData) }];
}

const ROOT_ID = 'root';

/**
 * The shell's route tree, built with the branch of the start-up language only, and the discovery that adds
 * another language's branch the first time a navigation goes there (a language switch, a link to /kk/...).
 * Every branch holds all of the portal's routes: compiling the five at start-up was about a quarter of a second
 * of a phone's start (react-router compiles each path to a pattern), for pages of one language. In the
 * browser, `loadPageData` loads a page's payload on navigation (page-payload.ts); the server passes none.
 */
export function buildRoutes(locale: Locale, loadPageData?: PagePayloadLoader): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const mounted = new Set<Locale>([locale]);
  const routes: RouteObject[] = [
    {
      id: ROOT_ID,
      path: '/',
      element: <LocaleRoot />,
      errorElement: <ErrorPage />,
      children: [redirectRoute(DEFAULT_LOCALE), redirectRoute(`${DEFAULT_LOCALE}/*`), ...branchOf(locale, loadPageData)],
    },
  ];
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const target = splitLocale(path).locale;
    if (mounted.has(target)) return;
    mounted.add(target);
    patch(ROOT_ID, branchOf(target, loadPageData));
  };
  return { routes, patchRoutesOnNavigation };
}
