import { QueryClient } from '@tanstack/react-query';
import { prefetchTournamentDetail, prefetchTournamentList } from './route-prefetch';
import { tournamentDetailQueryOptions } from './tournament-detail';
import { tournamentListQueryOptions } from './tournament-list';

function spyClient() {
  const client = new QueryClient();
  const prefetch = jest.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, keys: () => prefetch.mock.calls.map(([options]) => options.queryKey) };
}

describe('the tournament routes prefetch the keys their pages read', () => {
  it("a tournament page: its slug and the private tournament's ?hash=", async () => {
    const { client, keys } = spyClient();
    await prefetchTournamentDetail(client, { params: { slug: 'spring-cup' }, search: new URLSearchParams('hash=abc') });
    expect(keys()).toEqual([tournamentDetailQueryOptions('spring-cup', 'abc').queryKey]);
  });

  it('a game list: the game of the route with the status, division and page of the URL', async () => {
    const { client, keys } = spyClient();
    await prefetchTournamentList('tournaments.mlbb')(client, { params: {}, search: new URLSearchParams('status=registration&division=mlbb-division-1&page=3') });
    expect(keys()).toEqual([tournamentListQueryOptions({ game: 'mlbb', status: 'registration', division: 'mlbb-division-1', page: 3 }).queryKey]);
  });

  it('the list of every game with no filters: page 1; a bad page number reads as 1, as on the page', async () => {
    const { client, keys } = spyClient();
    await prefetchTournamentList('tournaments.list')(client, { params: {}, search: new URLSearchParams('page=zero') });
    expect(keys()).toEqual([tournamentListQueryOptions({ game: null, status: null, division: null, page: 1 }).queryKey]);
  });
});
