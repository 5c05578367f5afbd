import { act, screen, within } from '@testing-library/react';
import { makeSessionUser, createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeGroup, makeStage, makeTournamentDetail } from '../../lib/testing/tournament-fixtures';
import TournamentDetailPage from './TournamentDetailPage';

const PATH = '/:lang?/esports-mobile-tournaments/:slug';
const DETAIL = '/v1/client/tournament/almaty-spring-cup';

const stages = [
  makeStage({
    id: 1,
    name: 'Qualifier',
    groups: [
      makeGroup({ id: 11, name: 'Group A', game_time: '2025-06-01T15:00:00.000000Z', status: { code: 'registration' } }),
      makeGroup({ id: 12, name: 'Group B', game_time: '2025-06-01T19:30:00.000000Z', timezone: 'Europe/Moscow', status: { code: 'game-process' } }),
    ],
  }),
  makeStage({ id: 2, name: 'Grand Final Day', prev_stage_id: 1, register_start_date: '2025-06-10T07:00:00.000000Z', groups: [] }),
];

function render(route: string, api = createFakeApi().on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages }) } }), extra = {}) {
  return renderWithProviders(<TournamentDetailPage />, { route, path: PATH, fetch: api.fetch, ...extra });
}

describe('tournament page', () => {
  it('renders the header with the key facts and the registration window', async () => {
    await render('/en/esports-mobile-tournaments/almaty-spring-cup');
    const header = await screen.findByTestId('detail-header');
    expect(within(header).getByRole('heading', { level: 1, name: 'Almaty Spring Cup' })).toBeInTheDocument();
    expect(within(header).getByText('PUBG Mobile')).toBeInTheDocument();
    expect(header.querySelector('[data-status]')).toHaveTextContent('Registration');
    expect(header.querySelector('[data-status]')).toHaveAttribute('data-status', 'registration');
    expect(within(header).getByText('All divisions')).toBeInTheDocument();
    expect(within(header).getByText('Qazaq Esports')).toBeInTheDocument();
    expect(within(header).getByText('Kazakhstan')).toBeInTheDocument();
    expect(within(header).getByText('1 000 000 ₸')).toBeInTheDocument();
    expect(within(header).getByText('Squad · 4–6 players')).toBeInTheDocument();
    expect(within(header).getByText('3 of 16')).toBeInTheDocument();
    expect(within(header).getByText(/^25 May 2025.*15:00$/)).toBeInTheDocument();

    const registration = within(header).getByTestId('registration-panel');
    expect(within(registration).getByRole('timer', { name: 'Registration closes in' })).toBeInTheDocument();
    expect(within(registration).getByText(/Registration: 1 May 2025.*10:00 – 20 May 2025.*18:00/)).toHaveTextContent('(Asia/Tashkent)');
  });

  it('offers guests a login that comes back to this tournament, and never an apply button', async () => {
    await render('/en/esports-mobile-tournaments/almaty-spring-cup');
    const registration = await screen.findByTestId('registration-panel');
    const login = within(registration).getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/en/Login?back=%2Fesports-mobile-tournaments%2Falmaty-spring-cup');
    expect(within(registration).getByText('After signing in you will come back to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /apply/i })).toBeNull();
  });

  it('tells a signed-in player whose team has applied, without the login prompt', async () => {
    const api = createFakeApi().on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages, has_team_in_tournament: true }) } });
    await render('/en/esports-mobile-tournaments/almaty-spring-cup', api, { session: { token: 't0k3n', user: makeSessionUser() } });
    const registration = await screen.findByTestId('registration-panel');
    expect(within(registration).getByText('Your team has applied to this tournament.')).toBeInTheDocument();
    expect(within(registration).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer t0k3n');
  });

  it('shows the stages drawer with one tab per stage and the groups in the tournament timezone', async () => {
    const { user } = await render('/en/esports-mobile-tournaments/almaty-spring-cup');
    const drawer = await screen.findByTestId('stages-drawer');
    const tablist = within(drawer).getByRole('tablist', { name: 'Tournament stages' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Qualifier', 'Grand Final Day']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const rows = within(drawer).getAllByTestId('group-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Group A');
    expect(rows[0]).toHaveTextContent('01.06.2025 20:00 (Asia/Tashkent)');
    expect(rows[0]).toHaveTextContent('Registration open');
    expect(rows[1]).toHaveTextContent('02.06.2025 00:30 (Asia/Tashkent)');
    expect(rows[1]).toHaveTextContent('Playing');
    expect(within(drawer).getByTestId('stage-card')).toHaveAttribute('data-layout', 'inline');
    expect(within(drawer).getByTestId('stage-card')).toHaveTextContent('Registration from 01.05.2025 10:00 (Asia/Tashkent)');

    await user.click(tabs[1]!);
    expect(within(drawer).getByTestId('stage-card')).toHaveAttribute('data-layout', 'stacked');
    expect(within(drawer).getByText('No groups have been added to this stage.')).toBeInTheDocument();
  });

  it('selects the stage the URL fragment names, and folds and unfolds the drawer', async () => {
    const { user } = await render('/en/esports-mobile-tournaments/almaty-spring-cup#stage-2');
    const drawer = await screen.findByTestId('stages-drawer');
    expect(within(drawer).getByRole('tab', { name: 'Grand Final Day' })).toHaveAttribute('aria-selected', 'true');

    const handle = within(drawer).getByRole('button', { name: /Stages and groups/ });
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    await user.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('tablist')).toBeNull();
    await user.click(handle);
    expect(within(drawer).getByRole('tablist')).toBeInTheDocument();
  });

  it('shows an empty drawer when the organiser has not published stages', async () => {
    const api = createFakeApi().on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages: [] }) } });
    await render('/en/esports-mobile-tournaments/almaty-spring-cup', api);
    const drawer = await screen.findByTestId('stages-drawer');
    expect(within(drawer).getByText('No stages published')).toBeInTheDocument();
  });

  it('renders the organiser texts sanitized, with a note for an empty one', async () => {
    const api = createFakeApi().on('GET', DETAIL, {
      body: { data: makeTournamentDetail({ stages, description: '<p>Open cup<img src=x onerror="window.hacked=1"><script>window.hacked=2</script></p>' }) },
    });
    const { user } = await render('/en/esports-mobile-tournaments/almaty-spring-cup', api);
    const texts = await screen.findByTestId('detail-texts');
    const panel = within(texts).getByRole('tabpanel');
    expect(panel).toHaveTextContent('Open cup');
    expect(panel.querySelector('img, script')).toBeNull();

    await user.click(within(texts).getByRole('tab', { name: 'Rules' }));
    expect(within(texts).getByRole('tabpanel')).toHaveTextContent('Teams of 4 to 6 players. One substitute.');
    await user.click(within(texts).getByRole('tab', { name: 'Schedule' }));
    expect(within(texts).getByRole('tabpanel')).toHaveTextContent('The organizer has not published this section.');
  });

  it('embeds the stream through youtube-nocookie, lazily', async () => {
    const api = createFakeApi().on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages, youtube_link: 'dQw4w9WgXcQ' }) } });
    await render('/en/esports-mobile-tournaments/almaty-spring-cup', api);
    const frame = await screen.findByTitle('Stream of Almaty Spring Cup');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('has no stream without a link', async () => {
    await render('/en/esports-mobile-tournaments/almaty-spring-cup');
    await screen.findByTestId('detail-header');
    expect(screen.queryByTitle(/^Stream of/)).toBeNull();
  });

  it('hands a private tournament hash to the API', async () => {
    const api = createFakeApi().on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages }) } });
    await render('/esports-mobile-tournaments/almaty-spring-cup?hash=Abc123Abc123Abc123', api);
    await screen.findByTestId('detail-header');
    expect(api.calls[0]?.url).toBe(`${DETAIL}?hash=Abc123Abc123Abc123`);
  });

  it("shows an MLBB tournament's comments once its brackets are known, so they never move down under them", async () => {
    let answerBrackets: () => void = () => undefined;
    const bracketsAsked = new Promise<void>((resolve) => {
      answerBrackets = resolve;
    });
    const api = createFakeApi()
      .on('GET', DETAIL, { body: { data: makeTournamentDetail({ id: 10, game_slug: 'mlbb', with_comments: true, stages }) } })
      .on('GET', '/v1/client/tournaments/10/brackets', () => bracketsAsked.then(() => ({ body: { data: [] } })))
      .on('GET', '/v1/client/tournaments/10/comments', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } } })
      .on('GET', '/v1/client/tournament/almaty-spring-cup/grid', { body: { data: { stages: [] } } });
    await render('/en/esports-mobile-tournaments/almaty-spring-cup', api);
    await screen.findByTestId('detail-header');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('tournament-comments')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stages-drawer')).not.toBeInTheDocument();

    answerBrackets();
    expect(await screen.findByTestId('tournament-comments')).toBeInTheDocument();
    expect(await screen.findByTestId('stages-drawer')).toBeInTheDocument();
    // No bracket yet: nothing was drawn in its place.
    expect(screen.queryByTestId('tournament-brackets')).not.toBeInTheDocument();
  });

  it('goes to the not-found page for an unknown slug', async () => {
    const api = createFakeApi().on('GET', '/v1/client/tournament/no-such-cup', { status: 404, body: { message: 'Not found' } });
    const { location } = await renderWithProviders(<TournamentDetailPage />, {
      route: '/kk/esports-mobile-tournaments/no-such-cup',
      path: PATH,
      fetch: api.fetch,
      routes: [{ path: '/kk/esports-mobile-tournaments/tournamentNotFound', element: <p>not found page</p> }],
    });
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(location().pathname).toBe('/kk/esports-mobile-tournaments/tournamentNotFound');
  });

  it('shows an error with a retry for other failures', async () => {
    const api = createFakeApi().on('GET', DETAIL, { status: 403, body: { message: 'This tournament is hidden.' } }, { body: { data: makeTournamentDetail({ stages }) } });
    const { user } = await render('/en/esports-mobile-tournaments/almaty-spring-cup', api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the tournament')).toBeInTheDocument();
    expect(within(alert).getByText('This tournament is hidden.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('detail-header')).toBeInTheDocument();
  });
});
