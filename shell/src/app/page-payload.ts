import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_PAYLOAD_SUFFIX, parsePageData, SERVER_RENDERED_ROUTES, type PortalRoute, type PortalRouteId } from '@portal/shared/contracts';
import { QUERY_DEFAULTS } from '@portal/shared/platform';

/** A page's data fetched within this long is still fresh in the query client (its staleTime): no payload. */
const FRESH_MS = QUERY_DEFAULTS.queries.staleTime;
/** The navigation waits this long at most for a payload, then the page asks for its data itself. */
const WAIT_MS = 1_500;

/** `{path}/_payload.json` of a page path (docs/spec.md section 8). */
export function payloadUrl(path: string): string {
  return `${path.replace(/\/+$/, '')}${PAGE_PAYLOAD_SUFFIX}`;
}

export interface PagePayloadOptions {
  queryClient: QueryClient;
  /** Payloads are a guest's data: a signed-in player's page asks for its own. */
  isGuest(): boolean;
  fetchPayload?: typeof fetch;
  now?: () => number;
}

/**
 * The route loader of a navigation in the browser (docs/architecture.md, "How a request becomes HTML"): to
 * a page the server renders, a guest's navigation takes the page's whole data in one request,
 * `{path}/_payload.json` (answered from the page cache, as the page's HTML is), and puts it in the query
 * client, where the page's queries find it instead of asking the API once each (a tournament page: four).
 * Not for the first page (its data came in its HTML), a signed-in player, a page the browser renders, or a
 * page seen within the query data's freshness (its data is still in the client). A payload that fails or
 * takes longer than WAIT_MS is left: the page asks for its data as before.
 */
export function createPagePayloadLoader({ queryClient, isGuest, fetchPayload = (input, init) => fetch(input, init), now = Date.now }: PagePayloadOptions) {
  const seen = new Map<string, number>();
  let first = true;
  return async (route: PortalRoute, request: Request): Promise<null> => {
    const path = new URL(request.url).pathname;
    const last = seen.get(path);
    seen.set(path, now());
    if (first) {
      first = false;
      return null;
    }
    if (!SERVER_RENDERED_ROUTES.has(route.id as PortalRouteId) || !isGuest() || (last !== undefined && now() - last < FRESH_MS)) return null;
    try {
      const response = await fetchPayload(payloadUrl(path), { headers: { accept: 'application/json' }, signal: AbortSignal.any([request.signal, AbortSignal.timeout(WAIT_MS)]) });
      if (!response.ok) return null;
      const data = parsePageData(await response.text());
      if (data?.route === route.id) hydrate(queryClient, asFetchedNow(data.queries as DehydratedState, now()));
    } catch {
      // Offline, slow or refused: the page's own queries ask for its data.
    }
    return null;
  };
}

/**
 * The payload's queries as fetched now: the page cache that answered it is emptied by every write (on every
 * instance), so its data is current even when it was rendered a while ago, and the page's queries must not
 * ask the API again for being older than their freshness.
 */
export function asFetchedNow(state: DehydratedState, at: number): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: at } })) };
}

export type PagePayloadLoader = ReturnType<typeof createPagePayloadLoader>;
