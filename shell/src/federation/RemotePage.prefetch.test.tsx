import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteTarget } from '@portal/shared/platform';
import { renderShell } from '../testing/render-shell';
import { FakeRemotePage, mockedLoadRemote, serveFakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe("a route's data prefetch (RemotePage)", () => {
  it("starts the page's first data with the route's parameters and query string, into the page's query keys", async () => {
    serveFakeRemotes();
    const calls: RouteTarget[] = [];
    // The page's code never arrives in this test: the data is there all the same.
    const prefetch = jest.fn(async (queryClient: QueryClient, target: RouteTarget) => {
      calls.push(target);
      await queryClient.prefetchQuery({ queryKey: ['tournament', target.params.slug], queryFn: async () => ({ name: 'Spring Cup' }) });
    });
    mockedLoadRemote.mockImplementation(async () => ({
      routes: {
        'tournaments.detail': { id: 'tournaments.detail', lazy: () => new Promise(() => undefined), prefetch },
      },
    }));
    const { queryClient } = await renderShell('/en/esports-mobile-tournaments/spring-cup?hash=abc');
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(calls[0]?.params.slug).toBe('spring-cup');
    expect(calls[0]?.search.get('hash')).toBe('abc');
    await waitFor(() => expect(queryClient.getQueryData(['tournament', 'spring-cup'])).toEqual({ name: 'Spring Cup' }));
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
  });

  it('shows the page as before when the route has no prefetch or its prefetch fails', async () => {
    serveFakeRemotes();
    const prefetch = jest.fn(() => Promise.reject(new Error('API down')));
    mockedLoadRemote.mockImplementation(async () => ({
      routes: { 'news.list': { id: 'news.list', lazy: async () => ({ Component: FakeRemotePage }), prefetch } },
    }));
    await renderShell('/News');
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'news.list');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
