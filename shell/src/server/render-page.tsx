/**
 * Renders one page on the server as the browser's first render draws it for a guest (docs/architecture.md,
 * "How a request becomes HTML"): the shell's own route tree and frame, the page of the route's remote,
 * with a query client, jotai store, i18next instance, style sheet and router state of its own.
 *
 * Data: the page asks for its data with queries as in the browser; a render leaves them pending in the
 * request's query client, they are fetched (through the API in process), and the page renders again, until
 * no query is left to fetch (a query enabled by another's answer takes one more round). The last render is
 * the HTML; the query client's dehydrated state goes with it, so the browser's first render is the same.
 */
import type { ComponentType } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prerender } from 'react-dom/static';
import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { PORTAL_ROUTES, SERVER_RENDERED_ROUTES, type PageData, type PortalRoute } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/constants';
import { createI18nInstance, syncDayjsLocale } from '@portal/shared/i18n';
import { PageOriginContext, PortalProviders, QUERY_DEFAULTS } from '@portal/shared/platform';
import { buildRoutes } from '../app/build-routes';
import { PageLoaderContext } from '../federation/page-loader';

/** Renders (each pass fetching what the last one asked for) stop after this many. */
const MAX_PASSES = 4;
const ORIGIN = 'http://portal.local';

type Settled<T> = (Promise<T> & { status: 'fulfilled'; value: T }) | (Promise<T> & { status: 'rejected'; reason: unknown });

/** A promise React's use() reads at once (already settled), so the page renders in the first pass. */
function settled<T>(outcome: { value: T } | { reason: unknown }): Settled<T> {
  if ('value' in outcome) return Object.assign(Promise.resolve(outcome.value), { status: 'fulfilled' as const, value: outcome.value }) as Settled<T>;
  const promise = Promise.reject(outcome.reason as Error);
  promise.catch(() => undefined);
  return Object.assign(promise, { status: 'rejected' as const, reason: outcome.reason }) as Settled<T>;
}

let renderQueue: Promise<unknown> = Promise.resolve();

/**
 * One render at a time: dayjs keeps its language in the module (the page's dates are written in it), and a
 * render is CPU work that would not go faster interleaved. Data fetching happens outside.
 */
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = renderQueue.then(run);
  renderQueue = next.catch(() => undefined);
  return next;
}

const toFetch = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false && typeof query.options.queryFn === 'function';

export interface RenderPageOptions {
  url: string;
  locale: Locale;
  origin: string;
  /** The page of a route from its remote's server bundle; rejects when that remote cannot render here. */
  loadPage(route: PortalRoute): Promise<ComponentType>;
  /** Told about an area the browser will render instead (its remote failed, or its render threw). */
  onAreaError?(route: PortalRoute, error: unknown): void;
}

export interface PageRender {
  html: string;
  head: string;
  data: PageData;
  clientRendered: string[];
}

/**
 * React writes the resource hints of a render (a high-priority picture's preload) before its HTML; they
 * belong in the head: in #root the browser's first render would meet them where it expects the page.
 */
export function splitResourceHints(html: string): { hints: string; body: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(html);
  return leading ? { hints: leading[0], body: html.slice(leading[0].length) } : { hints: '', body: html };
}

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export async function renderPage({ url, locale, origin, loadPage, onAreaError }: RenderPageOptions): Promise<PageRender | null> {
  const { routes } = buildRoutes(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${ORIGIN}${url}`));
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as { routeId?: string } | undefined;
  const route = PORTAL_ROUTES.find((candidate) => candidate.id === handle?.routeId);
  if (!route || !SERVER_RENDERED_ROUTES.has(route.id)) return null;

  // Awaited as an outcome, not as the promise use() reads (awaiting that would unwrap it).
  const outcome = await loadPage(route).then(
    (component) => ({ value: component }),
    (error: unknown) => {
      onAreaError?.(route, error);
      return { reason: error };
    },
  );
  const page = settled<ComponentType>(outcome);
  const clientRendered = new Set<string>(page.status === 'rejected' ? [route.remote] : []);
  const loader = (asked: PortalRoute) => (asked.id === route.id ? page : settled<ComponentType>({ reason: new Error(`${asked.id} is not this page`) }));

  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const store = createStore();
  const i18n = await createI18nInstance(locale);
  const router = createStaticRouter(handler.dataRoutes, context);

  let result: { html: string; head: string };
  // One style sheet for every pass: a component's CSS is worked out once, not again at each pass (a pass
  // that showed a pending state leaves its few rules in the head: harmless).
  const sheet = new ServerStyleSheet();
  let html = '';
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      html = await oneAtATime(async () => {
        await syncDayjsLocale(locale);
        const tree = sheet.collectStyles(
          <PortalProviders queryClient={queryClient} store={store} i18n={i18n}>
            <PageOriginContext.Provider value={origin}>
              <PageLoaderContext.Provider value={loader}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PageLoaderContext.Provider>
            </PageOriginContext.Provider>
          </PortalProviders>,
        );
        const { prelude } = await prerender(tree, {
          // Every boundary inline, in place: a large one would otherwise be written apart with an inline
          // script to move it (the page's CSP allows none).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError: (error) => {
            if (page.status === 'fulfilled') {
              clientRendered.add(route.remote);
              onAreaError?.(route, error);
            }
          },
        });
        return toText(prelude);
      });
      const pending = queryClient.getQueryCache().findAll({ predicate: toFetch });
      if (pending.length === 0) break;
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    }
    const { hints, body } = splitResourceHints(html);
    result = { html: body, head: hints + sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }

  return {
    html: result.html,
    head: result.head,
    data: { route: route.id, locale, queries: dehydrate(queryClient) },
    clientRendered: [...clientRendered],
  };
}
