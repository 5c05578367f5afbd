import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { LOCALES, DEFAULT_LOCALE } from '@portal/shared/constants';
import { PORTAL_ROUTES, type LayoutName } from '@portal/shared/contracts';
import { resolveLocalePath } from '@portal/shared/domain';
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

/** Redirects of spec section 2 (/ru prefix, /user-new) applied on client navigation too. */
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

function localeBranch(): RouteObject[] {
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
      })) as RouteObject[],
    };
  });
  branch.push(redirectRoute('user-new/*'));
  branch.push({ element: <ErrorLayout />, children: [{ path: '*', element: <NotFoundPage /> }] });
  return branch;
}

/** The shell's route tree: ru without prefix, every other locale under /{locale}. */
export function buildRoutes(): RouteObject[] {
  const prefixed = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => ({
    path: locale,
    children: localeBranch(),
  }));
  return [
    {
      path: '/',
      element: <LocaleRoot />,
      errorElement: <ErrorPage />,
      children: [
        redirectRoute(DEFAULT_LOCALE),
        redirectRoute(`${DEFAULT_LOCALE}/*`),
        ...prefixed,
        ...localeBranch(),
      ],
    },
  ];
}
