import { screen, within } from '@testing-library/react';
import type { OrganizerTournamentListItem } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import OrganizerHomePage from './OrganizerHomePage';

const item = (overrides: Partial<OrganizerTournamentListItem> = {}): OrganizerTournamentListItem => ({
  id: 7,
  slug: 'night-series-autumn',
  name: 'Night Series Autumn',
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  is_published: false,
  is_private: false,
  status: { code: 'registration-not-started' },
  start_time: '2026-10-10T12:00:00.000000Z',
  slot_count: 32,
  accepted_teams_count: 12,
  teams_count: 15,
  logo: null,
  organizer: 'Night Series',
  owner: { id: 3, username: 'NightSeriesHost' },
  ...overrides,
});

const organizer = makeSessionUser({ roles: [{ name: 'player' }, { name: 'organizer' }] });
const page = (data: OrganizerTournamentListItem[]) => ({ body: { data, meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length, from: 1, to: data.length } } });

describe('/organizer', () => {
  it('asks a guest to sign in, and tells a player the console is for organisers, without calling the API', async () => {
    const api = createFakeApi();
    const { unmount } = await renderWithProviders(<OrganizerHomePage />, { route: '/en/organizer', fetch: api.fetch });
    expect(screen.getByTestId('auth-prompt')).toHaveTextContent('Log in to manage tournaments');
    unmount();
    await renderWithProviders(<OrganizerHomePage />, { route: '/en/organizer', fetch: api.fetch, session: { token: 't', user: makeSessionUser() } });
    expect(screen.getByText('This console is for organisers')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("lists an organiser's tournaments with drafts and their fill", async () => {
    const api = createFakeApi().on('GET', '/organizer/tournaments', page([item(), item({ id: 8, slug: 'moscow-night-series', name: 'Moscow Night Series', is_published: true, status: { code: 'registration' } })]));
    await renderWithProviders(<OrganizerHomePage />, { route: '/en/organizer', fetch: api.fetch, session: { token: 't', user: organizer } });
    const cards = await screen.findAllByTestId('organizer-tournament-card');
    expect(cards).toHaveLength(2);
    const draft = cards[0] as HTMLElement;
    expect(within(draft).getByRole('link', { name: 'Night Series Autumn' })).toHaveAttribute('href', '/en/organizer/tournaments/night-series-autumn');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Teams accepted: 12 of 32');
    expect(cards[1]).toHaveTextContent('Published');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My tournaments');
    expect(screen.getAllByRole('link', { name: 'New tournament' })[0]).toHaveAttribute('href', '/en/organizer/tournaments/new');
    expect(screen.queryByRole('link', { name: 'Organisers' })).toBeNull();
    expect(api.calls[0]?.url).toBe('/organizer/tournaments?page=1&per_page=10');
  });

  it('offers admins the organisers page and an empty list a way to start', async () => {
    const api = createFakeApi().on('GET', '/organizer/tournaments', page([]));
    await renderWithProviders(<OrganizerHomePage />, { route: '/en/organizer', fetch: api.fetch, session: { token: 't', user: makeSessionUser({ roles: [{ name: 'admin' }] }) } });
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisers' })).toHaveAttribute('href', '/en/organizer/organizers');
    // Staff manage every organiser's tournaments: the list is not called theirs.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All tournaments');
  });
});
