import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import { HeaderSearch } from './HeaderSearch';

const RESULTS = {
  tournaments: [{ id: 7, name: 'Almaty Open Cup', slug: 'almaty-open-cup', game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' } }],
  players: [{ id: 3, username: 'AidosSniper', slug: 'aidos-sniper', avatar: null }],
  teams: [{ id: 1, name: 'Almaty Wolves', slug: 'almaty-wolves', logo: null, game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' } }],
};

describe('header search', () => {
  it('asks from 2 characters after a pause and links tournaments, players and teams', async () => {
    const api = createFakeApi().on('GET', '/v1/client/search', (call) => ({ body: { data: call.url.includes('q=sn') ? RESULTS : { tournaments: [], players: [], teams: [] } } }));
    const { user, location } = await renderWithProviders(<HeaderSearch />, { route: '/en', namespaces: ['common'], fetch: api.fetch, routes: [{ path: '/en/user/:slug', element: <p>profile</p> }] });
    const input = screen.getByRole('combobox', { name: 'Search tournaments, players and teams' });
    await user.type(input, 's');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByTestId('header-search-results')).toBeNull();
    await user.type(input, 'n');
    const panel = await screen.findByTestId('header-search-results');
    expect(await within(panel).findByRole('link', { name: 'AidosSniper' })).toHaveAttribute('href', '/en/user/aidos-sniper');
    expect(within(panel).getByRole('link', { name: 'Almaty Wolves · PUBG Mobile' })).toHaveAttribute('href', '/en/esports-mobile-team/almaty-wolves');
    expect(within(panel).getByRole('link', { name: 'Almaty Open Cup · PUBG Mobile' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-open-cup');
    expect(within(panel).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Tournaments', 'Players', 'Teams']);
    expect(input).toHaveAttribute('placeholder', 'Search');
    expect(api.calls.map((c) => c.url)).toEqual(['/v1/client/search?q=sn']);
    await user.click(within(panel).getByRole('link', { name: 'AidosSniper' }));
    expect(location().pathname).toBe('/en/user/aidos-sniper');
  });

  it('says when nothing matches', async () => {
    const api = createFakeApi().on('GET', '/v1/client/search', { body: { data: { tournaments: [], players: [], teams: [] } } });
    const { user } = await renderWithProviders(<HeaderSearch />, { route: '/en', namespaces: ['common'], fetch: api.fetch });
    await user.type(screen.getByRole('combobox', { name: 'Search tournaments, players and teams' }), 'zzz');
    await waitFor(() => expect(screen.getByTestId('header-search-results')).toHaveTextContent('Nothing found for “zzz”'));
  });
});
