import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeEntry } from '../../lib/testing/application-fixtures';
import { makeGroup } from '../../lib/testing/tournament-fixtures';
import ApplicationsPage from './ApplicationsPage';
import EntriesPage from './EntriesPage';

/** Whole journeys through modals with user-event: more than the default 5 s on a busy machine. */
jest.setTimeout(30_000);

const ENTRIES = '/v1/client/tournament-entries';
const session = { token: 'token', user: makeSessionUser() };

describe.each([
  { Page: ApplicationsPage, id: 'applications', route: '/en/applications', guestTitle: 'Log in to see your applications', title: 'My applications', empty: 'No applications yet' },
  { Page: EntriesPage, id: 'entries', route: '/en/entries', guestTitle: 'Log in to see your entries', title: 'Tournament entries', empty: 'Nothing to confirm' },
])('/$id', ({ Page, route, guestTitle, title, empty }) => {
  it('asks a guest to sign in without calling the API', async () => {
    const api = createFakeApi();
    await renderWithProviders(<Page />, { route, fetch: api.fetch });
    const prompt = screen.getByTestId('auth-prompt');
    expect(within(prompt).getByRole('heading', { name: guestTitle })).toBeInTheDocument();
    // Both come back to this page after signing in.
    const back = encodeURIComponent(route.replace(/^\/en/, ''));
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/en/Login?back=${back}`);
    expect(within(prompt).getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/en/Registration?back=${back}`);
    expect(api.calls).toEqual([]);
  });

  it('shows a signed-in player the page with its empty state', async () => {
    const api = createFakeApi().on('GET', ENTRIES, { body: { data: [] } });
    await renderWithProviders(<Page />, { route, session, fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(await screen.findByTestId('area-empty')).getByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /tournament/i })).toHaveAttribute('href', '/en/esports-mobile-tournaments');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });
});

describe('/applications with applications', () => {
  it("lists the team's application with its badge and players, and withdraws it after confirmation", async () => {
    const api = createFakeApi()
      .on('GET', ENTRIES, { body: { data: [makeEntry(), makeEntry({ id: 71, can_manage: false, team: { id: 9, name: 'Other Crew', slug: 'other-crew', logo: null } })] } })
      .on('POST', '/v1/client/tournament-entry/70/decline', { body: { data: { id: 70, withdrawn: true } } });
    await renderWithProviders(<ApplicationsPage />, { route: '/en/applications', session, fetch: api.fetch });
    const cards = await screen.findAllByTestId('entry-card');
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Almaty Spring Cup' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-spring-cup');
    expect(within(card).getByTestId('team-status-badge')).toHaveTextContent('Pending');
    expect(within(card).getByText('Sniper')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const modal = await screen.findByTestId('withdraw-modal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.url === '/v1/client/tournament-entry/70/decline')).toBe(true));
  });
});

describe('/applications history and game time', () => {
  const rejected = makeEntry({
    id: 72,
    status: { code: 'rejected' },
    team_status: 'rejected',
    reject_description: 'Roster incomplete',
    // Even when a server still says it may be withdrawn, a rejected application offers no withdraw.
    can_withdraw_entry: true,
    tournament: { id: 2, slug: 'winter-cup', name: 'Winter Cup', status: { code: 'registration' }, game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' }, end_req_time: 86_400 },
  });

  it('keeps a rejected application under History with its status and reason, and offers no withdraw on it', async () => {
    const api = createFakeApi().on('GET', ENTRIES, { body: { data: [makeEntry(), rejected] } });
    await renderWithProviders(<ApplicationsPage />, { route: '/en/applications', session, fetch: api.fetch });
    const history = await screen.findByTestId('entry-history');
    expect(within(history).getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    const card = within(history).getByRole('region', { name: 'Winter Cup: Almaty Wolves' });
    expect(within(card).getByTestId('team-status-badge')).toHaveTextContent('Rejected');
    expect(card).toHaveTextContent('Roster incomplete');
    expect(within(card).queryByRole('button')).toBeNull();
    const current = screen.getAllByTestId('entry-card').filter((node) => !history.contains(node));
    expect(current).toHaveLength(1);
    expect(within(current[0] as HTMLElement).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('shows the history under the empty state when every application was rejected', async () => {
    const api = createFakeApi().on('GET', ENTRIES, { body: { data: [rejected] } });
    await renderWithProviders(<ApplicationsPage />, { route: '/en/applications', session, fetch: api.fetch });
    expect(await screen.findByTestId('area-empty')).toBeInTheDocument();
    expect(within(screen.getByTestId('entry-history')).getAllByTestId('entry-card')).toHaveLength(1);
  });

  it.each([
    ['/en/applications', 'Will the team play in Group A on 1 June 2025, 20:00 (Asia/Tashkent)?'],
    ['/applications', 'Команда сыграет в группе Group A 1 июня 2025, 20:00 (Asia/Tashkent)?'],
  ])('the game-time confirmation on %s names the date and time in the page language and the group time zone', async (route, text) => {
    const waiting = makeEntry({
      status: { code: 'accepted' },
      team_status: 'accepted',
      stage_teams: [{ id: 91, stage: { id: 1, name: 'Qualifier', prev_stage_id: null, replace_count: 1 }, group: makeGroup(), is_approve_game_time: null, stage_team_members: [] }],
    });
    const api = createFakeApi()
      .on('GET', ENTRIES, { body: { data: [waiting] } })
      .on('POST', '/v1/client/group-team/approve', { body: { data: { stage_team_id: 91, is_approve_game_time: true } } });
    await renderWithProviders(<ApplicationsPage />, { route, session, fetch: api.fetch });
    const card = await screen.findByTestId('entry-card');
    await userEvent.click(within(card).getByRole('button', { name: /Confirm the game time|Подтвердить время игры/ }));
    const modal = await screen.findByTestId('game-time-modal');
    expect(within(modal).getByText(text)).toBeInTheDocument();
  });
});

describe('/applications for a chosen player', () => {
  it('says first that applications wait for their answer, and leads to /entries, even with none of their own', async () => {
    const api = createFakeApi().on('GET', ENTRIES, { body: { data: [makeEntry({ id: 80, my_status: 'pending', can_manage: false }), makeEntry({ id: 81, my_status: 'pending', can_manage: false })] } });
    await renderWithProviders(<ApplicationsPage />, { route: '/en/applications', session, fetch: api.fetch });
    const callout = await screen.findByTestId('awaiting-answer');
    expect(callout).toHaveTextContent('Applications waiting for you to confirm your place: 2');
    expect(within(callout).getByRole('link', { name: 'Answer' })).toHaveAttribute('href', '/en/entries');
    expect(screen.queryAllByTestId('entry-card')).toHaveLength(0);
  });
});

describe('/entries with an application naming the player', () => {
  it('approves with status 2; a failure keeps the modal open with the message', async () => {
    const api = createFakeApi()
      .on('GET', ENTRIES, { body: { data: [makeEntry({ my_status: 'pending', can_manage: false })] } })
      .on('POST', '/v1/client/tournament-entry/70/status', { status: 403, body: { message: 'Not chosen', code: 'application.not_chosen' } }, { body: { data: makeEntry({ my_status: 'approved' }) } });
    await renderWithProviders(<EntriesPage />, { route: '/en/entries', session, fetch: api.fetch });
    const card = await screen.findByTestId('entry-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm participation' }));
    const modal = await screen.findByTestId('entry-decision-modal');
    expect(within(modal).getByText('Will you play for Almaty Wolves in Almaty Spring Cup?')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirm participation' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The application does not name you as a player.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirm participation' }));
    await waitFor(() => expect(screen.queryByTestId('entry-decision-modal')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ status: 2 }, { status: 2 }]);
  });
});
