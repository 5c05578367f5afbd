import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeMember, makeTeam } from '../../testing/team-fixtures';
import MyTeamsPage from './MyTeamsPage';

const signedIn = { token: 'token-1', user: makeSessionUser({ id: 1 }) };
const detailRoute = { path: '/:lang?/my-teams/:teamId', element: <p>team page</p> };

describe('/my-teams', () => {
  it('asks a guest to sign in, without calling the API', async () => {
    const api = createFakeApi();
    await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams', fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'My teams' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your teams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login?back=%2Fmy-teams');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("shows a signed-in user the game filter, 'Все' by default, and an invitation to create or join a team", async () => {
    const api = createFakeApi().on('GET', '/team', { body: { data: [] } });
    await renderWithProviders(<MyTeamsPage />, { route: '/my-teams', session: signedIn, fetch: api.fetch });
    const filter = screen.getByRole('combobox', { name: 'Игра' });
    expect(filter).toHaveValue('all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Все', 'PUBG Mobile', 'MLBB']);
    expect(await screen.findByTestId('teams-empty')).toHaveTextContent('Вы пока не состоите в команде');
    expect(screen.getByRole('link', { name: 'Как создать команду' })).toHaveAttribute('href', '/Help#create-team');
    expect(screen.getByRole('button', { name: 'Создать команду' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/team']);
  });

  it('lists the teams of the chosen game (filter[game_id]) with the user role, each leading to its page', async () => {
    const wolves = makeTeam();
    const aral = makeTeam({ id: 14, name: 'Aral Dragons', members: [makeMember(9, 'owner'), makeMember(1, 'member')] });
    const api = createFakeApi().on('GET', '/team', (call) => ({ body: { data: call.url.includes('filter%5Bgame_id%5D=1') ? [] : [wolves, aral] } }));
    const { user } = await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams', session: signedIn, fetch: api.fetch });
    const cards = await screen.findAllByTestId('team-card');
    expect(cards.map((card) => card.textContent)).toEqual(['Steppe WolvesMLBB · players: 3Owner', 'Aral DragonsMLBB · players: 2Player']);
    expect(cards[0]).toHaveAttribute('href', '/en/my-teams/12');
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Steppe Wolves logo' })).toHaveAttribute('width', '48');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'PUBG Mobile');
    expect(await screen.findByTestId('teams-empty')).toHaveTextContent('You have no PUBG Mobile teams yet');
    expect(api.calls.map((call) => call.url)).toEqual(['/team', '/team?filter%5Bgame_id%5D=1']);
  });

  it('opens the create-team modal from ?create=1 (the sidebar link), checks the rules, creates and goes to the new team', async () => {
    const api = createFakeApi()
      .on('GET', '/team', { body: { data: [] } })
      .on('POST', '/team', { status: 201, body: { data: { team: makeTeam({ id: 31, name: 'Night Owls' }) } } });
    const { user, location } = await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams?create=1', session: signedIn, fetch: api.fetch, routes: [detailRoute] });
    const modal = await screen.findByTestId('create-team-modal');
    await user.type(within(modal).getByLabelText('Team name'), 'No');
    await user.click(within(modal).getByRole('button', { name: 'Create the team' }));
    expect(await within(modal).findByText('The team name must be at least 4 characters long.')).toBeInTheDocument();
    expect(within(modal).getByText('Choose a game.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Team name'), 'ne-Owls');
    expect(await within(modal).findByText('Hyphens are not allowed in the team name.')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText('Team name'));
    await user.type(within(modal).getByLabelText('Team name'), 'Night Owls');
    await user.selectOptions(within(modal).getByLabelText('Game'), 'MLBB');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'owl.png', { type: 'image/png' });
    await user.upload(within(modal).getByLabelText('Logo (optional)'), logo);
    await user.click(within(modal).getByRole('button', { name: 'Create the team' }));
    await waitFor(() => expect(location().pathname).toBe('/en/my-teams/31'));
    const sent = api.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect([sent.get('name'), sent.get('game_id'), (sent.get('logo') as File).name]).toEqual(['Night Owls', '3', 'owl.png']);
    expect(await screen.findByRole('status')).toHaveTextContent('Team Night Owls is created. Invite your players!');
  });

  it('shows the server field codes under the fields and the spec fallbacks above the button', async () => {
    const api = createFakeApi()
      .on('GET', '/team', { body: { data: [] } })
      .on(
        'POST',
        '/team',
        { status: 422, body: { message: 'Please check', code: 'errors.validation_failed', errors: { name: ['team_page.name_taken'] } } },
        { status: 500, body: { message: 'boom', code: 'errors.server_error' } },
      );
    const { user } = await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams?create=1', session: signedIn, fetch: api.fetch });
    const modal = await screen.findByTestId('create-team-modal');
    await user.type(within(modal).getByLabelText('Team name'), 'Aral Dragons');
    await user.selectOptions(within(modal).getByLabelText('Game'), 'MLBB');
    await user.click(within(modal).getByRole('button', { name: 'Create the team' }));
    expect(await within(modal).findByText('A team with this name already exists in this game.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Create the team' }));
    expect(await within(modal).findByTestId('create-team-error')).toHaveTextContent('Something went wrong. Try again.');
  });

  it('says the logo was too large when the upload gets no answer at all', async () => {
    const api = createFakeApi()
      .on('GET', '/team', { body: { data: [] } })
      .on('POST', '/team', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams', session: signedIn, fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Create a team' }));
    const modal = await screen.findByTestId('create-team-modal');
    await user.type(within(modal).getByLabelText('Team name'), 'Night Owls');
    await user.selectOptions(within(modal).getByLabelText('Game'), 'PUBG Mobile');
    await user.click(within(modal).getByRole('button', { name: 'Create the team' }));
    expect(await within(modal).findByTestId('create-team-error')).toHaveTextContent('The logo must not be larger than 2 MB.');
  });
});
