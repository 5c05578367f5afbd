import { screen } from '@testing-library/react';
import { routesOf, type RemoteName, type RouteIdOf } from '@portal/shared/contracts';
import type { RemoteRoutes } from '@portal/shared/platform';
import { renderWithProviders, type RenderOptions } from './render-with-providers';
import { makeSessionUser } from './session-fixtures';

export type RouteVisitor = 'guest' | 'signed-in';

export interface RemoteRoutesCheck<R extends RemoteName> {
  remote: R;
  /** What the remote exposes as './routes'. */
  routes: RemoteRoutes<R>;
  /** The browser path a page is opened at (default: its pattern with sample parameters). */
  samplePaths?: Partial<Record<RouteIdOf<R>, string>>;
  /** Who each page is rendered for (default: a guest and a signed-in player), for every page or per page. */
  visitors?: readonly RouteVisitor[] | ((id: RouteIdOf<R>) => readonly RouteVisitor[]);
  /** Route ids whose pages are not rendered here (their own tests render them). */
  skipRender?: readonly RouteIdOf<R>[];
  /** More render options of a page for a visitor: the API it calls, the flow state it reads. */
  renderOptions?: (id: RouteIdOf<R>, visitor: RouteVisitor) => RenderOptions;
}

const SAMPLE_PARAMS: Record<string, string> = { slug: 'sample-slug', id: '17', seasonId: '3', teamId: '12' };

/** A route pattern with sample parameters: '/News/:slug' -> '/News/sample-slug'. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => SAMPLE_PARAMS[key] ?? 'x');
}

/** The player of the signed-in renders. */
const signedIn = () => ({ token: 'token-1', user: makeSessionUser() });

/**
 * The checks every remote's './routes' gets, as jest tests of the describe block it is called in: it
 * exposes exactly the route ids the route table gives the remote, each under its own id and lazy-loading a
 * page component; each page renders inside the page frame the shell mounts it in (PageFrame: data-page and
 * useRouteId), without a frame of its own, with an h1 (once its data is in) and text, and no placeholder
 * text, for a guest and for a signed-in player.
 */
export function checkRemoteRoutes<R extends RemoteName>({ remote, routes, samplePaths = {}, visitors = ['guest', 'signed-in'], skipRender = [], renderOptions }: RemoteRoutesCheck<R>): void {
  const owned = routesOf(remote) as { id: RouteIdOf<R>; path: string }[];
  const exposed = routes as Record<string, RemoteRoutes<R>[RouteIdOf<R>] | undefined>;
  const entryOf = (id: RouteIdOf<R>) => {
    const entry = exposed[id];
    if (!entry) throw new Error(`${remote} exposes no route ${id}`);
    return entry;
  };

  it(`exposes exactly the route ids the route table gives ${remote}, each under its own id`, () => {
    expect(Object.keys(routes).sort()).toEqual(owned.map((route) => route.id).sort());
    for (const [id, entry] of Object.entries(exposed)) expect(entry?.id).toBe(id);
  });

  it.each(owned.map((route) => route.id))('%s lazy-loads a page component', async (id) => {
    const page = await entryOf(id).lazy();
    expect(page.Component).toEqual(expect.any(Function));
  });

  const visitorsOf = (id: RouteIdOf<R>) => (typeof visitors === 'function' ? visitors(id) : visitors);
  const rendered = owned.filter((route) => !skipRender.includes(route.id)).flatMap((route) => visitorsOf(route.id).map((visitor) => [route.id, route.path, visitor] as const));
  if (rendered.length === 0) return;
  it.each(rendered)('%s (%s) renders its page in its frame (h1, text) for a %s visitor', async (id, path, visitor) => {
    const { Component } = await entryOf(id).lazy();
    const extra = renderOptions?.(id, visitor) ?? {};
    const session = visitor === 'signed-in' ? signedIn() : undefined;
    const { container } = await renderWithProviders(<Component />, { route: samplePaths[id] ?? samplePath(path), path, session, ...extra, routeId: id });
    // A page that loads its data shows its title once the (fake) API has answered.
    const title = await screen.findByRole('heading', { level: 1 });
    // One frame, the shell's: the page renders inside it and marks no page root of its own.
    const frames = container.querySelectorAll('[data-page]');
    expect([...frames].map((frame) => frame.getAttribute('data-page'))).toEqual([id]);
    const [frame] = frames;
    expect(frame?.contains(title)).toBe(true);
    expect(frame?.textContent?.trim()).not.toBe('');
    expect(screen.queryByText(/TODO|coming soon/i)).toBeNull();
  });
}
