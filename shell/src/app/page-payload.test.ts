import { QueryClient } from '@tanstack/react-query';
import { PORTAL_ROUTES, type PortalRoute } from '@portal/shared/contracts';
import { createPagePayloadLoader, payloadUrl } from './page-payload';

const routeOf = (id: string) => PORTAL_ROUTES.find((route) => route.id === id) as PortalRoute;
const NEWS_POST = routeOf('news.detail');
const SETTINGS = routeOf('settings');
const payload = (route: string) => JSON.stringify({ route, locale: 'en', queries: { mutations: [], queries: [{ queryKey: ['news', 'post', 'steppe-cup'], queryHash: '["news","post","steppe-cup"]', state: { data: { title: 'Steppe Cup' }, dataUpdatedAt: 1, dataUpdateCount: 1, error: null, errorUpdatedAt: 0, errorUpdateCount: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' } }] } });
const request = (path: string) => new Request(`http://portal.local${path}`);

function setup({ guest = true, answer = () => new Response(payload('news.detail')) }: { guest?: boolean; answer?: () => Response | Promise<Response> } = {}) {
  const queryClient = new QueryClient();
  const asked: string[] = [];
  let clock = 1_000_000;
  const load = createPagePayloadLoader({
    queryClient,
    isGuest: () => guest,
    now: () => clock,
    fetchPayload: async (input) => {
      asked.push(String(input));
      return answer();
    },
  });
  return { queryClient, asked, load, tick: (ms: number) => (clock += ms) };
}

describe('page payloads on navigation', () => {
  it('names the payload of a page path', () => {
    expect(payloadUrl('/en/News/steppe-cup')).toBe('/en/News/steppe-cup/_payload.json');
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/en/')).toBe('/en/_payload.json');
  });

  it("takes a guest's next server-rendered page in one request and gives its queries their data", async () => {
    const { queryClient, asked, load } = setup();
    await load(routeOf('news.list'), request('/en/News'));
    expect(asked).toEqual([]);
    await load(NEWS_POST, request('/en/News/steppe-cup'));
    expect(asked).toEqual(['/en/News/steppe-cup/_payload.json']);
    expect(queryClient.getQueryData(['news', 'post', 'steppe-cup'])).toEqual({ title: 'Steppe Cup' });
    // Rendered a while ago into the page cache, which every write empties: as fresh as if fetched now.
    expect(queryClient.getQueryState(['news', 'post', 'steppe-cup'])?.dataUpdatedAt).toBe(1_000_000);
  });

  it('asks nothing for a signed-in player, a page the browser renders, or a page seen while its data is fresh', async () => {
    const signedIn = setup({ guest: false });
    await signedIn.load(routeOf('home'), request('/'));
    await signedIn.load(NEWS_POST, request('/en/News/steppe-cup'));
    expect(signedIn.asked).toEqual([]);

    const guest = setup();
    await guest.load(routeOf('home'), request('/'));
    await guest.load(SETTINGS, request('/settings'));
    await guest.load(NEWS_POST, request('/en/News/steppe-cup'));
    await guest.load(routeOf('home'), request('/'));
    expect(guest.asked).toEqual(['/en/News/steppe-cup/_payload.json']);
    guest.tick(10_000);
    await guest.load(NEWS_POST, request('/en/News/steppe-cup'));
    expect(guest.asked).toHaveLength(1);
    guest.tick(60_000);
    await guest.load(NEWS_POST, request('/en/News/steppe-cup'));
    expect(guest.asked).toHaveLength(2);
  });

  it("leaves the page to ask for its data when the payload fails or is another page's", async () => {
    for (const answer of [() => new Response('no', { status: 404 }), () => Promise.reject(new Error('offline')), () => new Response(payload('home'))]) {
      const { queryClient, load } = setup({ answer });
      await load(routeOf('home'), request('/'));
      await expect(load(NEWS_POST, request('/en/News/steppe-cup'))).resolves.toBeNull();
      expect(queryClient.getQueryData(['news', 'post', 'steppe-cup'])).toBeUndefined();
    }
  });
});
