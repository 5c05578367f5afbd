import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makeTournamentSummary, renderWithProviders, type RecordedCall } from '@portal/shared/testing';
import '../../routes';
import { makePage } from '../../lib/testing/tournament-fixtures';
import TournamentListPage from './TournamentListPage';

const LIST = '/v1/client/tournament';
const queryOf = (call: RecordedCall) => new URLSearchParams(call.url.split('?')[1] ?? '');
const listCalls = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((c) => c.url.startsWith(`${LIST}?`) || c.url === LIST).map(queryOf);

describe('tournament list pages', () => {
  it('renders the tournament cards of the first page', async () => {
    const api = createFakeApi().on(
      'GET',
      LIST,
      {
        body: makePage(
          [
            makeTournamentSummary(),
            makeTournamentSummary({
              id: 2,
              slug: 'tashkent-mlbb-open',
              name: 'Tashkent MLBB Open',
              game: { id: 3, name: 'MLBB', slug: 'mlbb' },
              status: { code: 'registration-not-started' },
              start_req_time_timer: 3 * 3600 + 5,
              divisions: [{ id: 5, slug: 'mlbb-division-2', name: 'Division 2' }],
              prize_fond: null,
              format: { id: 2, slug: 'five', name: '5v5', min: 5, max: 7, formats: [] },
              accepted_teams_count: 0,
              slot_count: 8,
            }),
            makeTournamentSummary({ id: 3, slug: 'bishkek-finals', name: 'Bishkek Finals', status: { code: 'ended' }, start_req_time_timer: -900_000, end_req_time: -400_000 }),
          ],
          { total: 3 },
        ),
      },
    );
    await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/en/esports-mobile-tournaments', fetch: api.fetch });

    const cards = await screen.findAllByTestId('tournament-card');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Mobile esports tournaments' })).toBeInTheDocument();
    expect(screen.getByText('Tournaments found: 3')).toBeInTheDocument();

    const [spring, tashkent, bishkek] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(spring).getByRole('link', { name: 'Almaty Spring Cup' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-spring-cup');
    expect(within(spring).getByText('PUBG Mobile')).toBeInTheDocument();
    expect(within(spring).getByText('Registration')).toHaveAttribute('data-status', 'registration');
    expect(within(spring).getByText('All divisions')).toBeInTheDocument();
    expect(within(spring).getByText('1 000 000 ₸')).toBeInTheDocument();
    expect(within(spring).getByText('4–6')).toBeInTheDocument();
    expect(within(spring).getByText('3 of 16')).toBeInTheDocument();
    expect(within(spring).getByRole('timer', { name: 'Registration closes in' })).toHaveTextContent(/^2 d 0[23]:\d\d:\d\d$/);
    expect(within(spring).getByRole('img', { name: 'Almaty Spring Cup logo' })).toHaveAttribute('data-fallback', 'true');

    expect(within(tashkent).getByText('Soon')).toBeInTheDocument();
    expect(within(tashkent).getByText('Division 2')).toBeInTheDocument();
    expect(within(tashkent).getByText('Not announced')).toBeInTheDocument();
    expect(within(tashkent).getByText('5–7')).toBeInTheDocument();
    expect(within(tashkent).getByRole('timer', { name: 'Registration opens in' })).toHaveTextContent(/^0[23]:\d\d:\d\d$/);

    expect(within(bishkek).getByText('Registration is closed')).toBeInTheDocument();
    expect(within(bishkek).queryByRole('timer')).toBeNull();
    expect(within(bishkek).getByText(/Registration: 1 May 2025.*10:00 – 20 May 2025.*18:00/)).toBeInTheDocument();

    expect(listCalls(api)).toEqual([new URLSearchParams('page=1&per_page=10')]);
  });

  it('pages through the list with the page query parameter and at most five page buttons', async () => {
    const api = createFakeApi().on('GET', LIST, (call) => {
      const page = Number(queryOf(call).get('page'));
      return { body: makePage([makeTournamentSummary({ id: page, name: `Cup on page ${page}`, slug: `cup-${page}` })], { current_page: page, last_page: 12, total: 120 }) };
    });
    const { user, location } = await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/esports-mobile-tournaments?page=3', fetch: api.fetch });

    expect(await screen.findByText('Cup on page 3')).toBeInTheDocument();
    const pagination = screen.getByTestId('list-pagination');
    expect(within(pagination).getAllByRole('button', { name: /^Страница \d+$/ })).toHaveLength(5);
    expect(within(pagination).getByRole('button', { current: 'page' })).toHaveTextContent('3');

    await user.click(within(pagination).getByRole('button', { name: 'Страница 1' }));
    expect(await screen.findByText('Cup on page 1')).toBeInTheDocument();
    expect(location().search).toBe('');

    await user.click(within(screen.getByTestId('list-pagination')).getByRole('button', { name: 'Страница 4' }));
    expect(await screen.findByText('Cup on page 4')).toBeInTheDocument();
    expect(location().search).toBe('?page=4');
    expect(listCalls(api).map((q) => q.get('page'))).toEqual(['3', '1', '4']);
  });

  it('reads the filters from the URL and writes changes back, starting again at page 1', async () => {
    const api = createFakeApi().on('GET', LIST, { body: makePage([makeTournamentSummary()], { current_page: 2, last_page: 2, total: 11 }) });
    const { user, location } = await renderWithProviders(<TournamentListPage />, {
      routeId: 'tournaments.pubg',
      route: '/en/esports-mobile-tournaments/pubg-mobile?status=registration&division=pubg-mobile-division-2&page=2',
      fetch: api.fetch,
    });

    await screen.findByTestId('tournament-card');
    expect(screen.getByRole('heading', { level: 1, name: 'PUBG Mobile tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('registration');
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue('pubg-mobile-division-2');
    expect(within(screen.getByRole('combobox', { name: 'Division' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any division',
      'Division 1',
      'Division 2',
      'Division 3',
    ]);
    const first = listCalls(api)[0];
    expect(Object.fromEntries(first ?? [])).toEqual({ page: '2', per_page: '10', game: 'pubg-mobile', status: 'registration', division: 'pubg-mobile-division-2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ended');
    await waitFor(() => expect(location().search).toBe('?status=ended&division=pubg-mobile-division-2'));
    await waitFor(() => expect(listCalls(api).at(-1)?.get('status')).toBe('ended'));
    expect(listCalls(api).at(-1)?.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Division' }), '');
    await waitFor(() => expect(location().search).toBe('?status=ended'));
  });

  it('switches game and keeps the status and the division level', async () => {
    const api = createFakeApi().on('GET', LIST, { body: makePage([makeTournamentSummary()]) });
    await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/kk/esports-mobile-tournaments?status=game&division=mlbb-division-3&page=4', fetch: api.fetch });
    await screen.findByTestId('tournament-card');
    const games = screen.getByRole('navigation', { name: 'Ойын' });
    expect(within(games).getByRole('link', { name: 'Барлық ойындар' })).toHaveAttribute('aria-current', 'page');
    expect(within(games).getByRole('link', { name: 'PUBG Mobile' })).toHaveAttribute('href', '/kk/esports-mobile-tournaments/pubg-mobile?status=game&division=pubg-mobile-division-3');
    expect(within(games).getByRole('link', { name: 'MLBB' })).toHaveAttribute('href', '/kk/esports-mobile-tournaments/MLBB?status=game&division=mlbb-division-3');
  });

  it("offers every game's divisions on the list of every game, named with their game", async () => {
    const api = createFakeApi().on('GET', LIST, { body: makePage([makeTournamentSummary()]) });
    const { user, location } = await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/en/esports-mobile-tournaments', fetch: api.fetch });
    await screen.findByTestId('tournament-card');
    const division = screen.getByRole('combobox', { name: 'Division' });
    expect(within(division).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any division',
      'PUBG Mobile · Division 1',
      'PUBG Mobile · Division 2',
      'PUBG Mobile · Division 3',
      'MLBB · Division 1',
      'MLBB · Division 2',
      'MLBB · Division 3',
    ]);
    await user.selectOptions(division, 'MLBB · Division 1');
    await waitFor(() => expect(location().search).toBe('?division=mlbb-division-1'));
    await waitFor(() => expect(Object.fromEntries(listCalls(api).at(-1) ?? [])).toEqual({ page: '1', per_page: '10', division: 'mlbb-division-1' }));
  });

  it('shows an empty state for a filter without results, and clears the filters from it', async () => {
    const api = createFakeApi().on('GET', LIST, { body: makePage([], { total: 0, last_page: 1 }) }, { body: makePage([makeTournamentSummary()]) });
    const { user, location } = await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/en/esports-mobile-tournaments?status=game', fetch: api.fetch });

    const empty = await screen.findByTestId('list-empty');
    expect(within(empty).getByText('No tournaments match these filters')).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('tournament-card')).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('says so when there are no tournaments at all', async () => {
    const api = createFakeApi().on('GET', LIST, { body: makePage([], { total: 0 }) });
    await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/en/esports-mobile-tournaments', fetch: api.fetch });
    const empty = await screen.findByTestId('list-empty');
    expect(within(empty).getByText('No tournaments yet')).toBeInTheDocument();
    expect(within(empty).queryByRole('button')).toBeNull();
  });

  it('shows skeletons while loading, then an error with a retry that loads again', async () => {
    const api = createFakeApi().on('GET', LIST, { status: 422, body: { message: 'The page must be at least 1.' } }, { body: makePage([makeTournamentSummary()]) });
    const { user } = await renderWithProviders(<TournamentListPage />, { routeId: 'tournaments.list', route: '/en/esports-mobile-tournaments', fetch: api.fetch });
    expect(screen.getByRole('status')).toHaveTextContent('Loading content');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the tournaments')).toBeInTheDocument();
    expect(within(alert).getByText('The page must be at least 1.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tournament-card')).toBeInTheDocument();
  });
});
