import { screen, waitFor } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { sessionUserAtom } from '@portal/shared/state';
import '../../routes';
import { apiWithConfig } from '../../testing/auth-fixtures';
import GameProfilePage from './GameProfilePage';

const signedIn = { token: 'token-1', user: makeSessionUser({ game_profiles: [] }) };
const routes = [
  { path: '/', element: <p>home</p> },
  { path: '/esports-mobile-tournaments/:slug', element: <p>tournament</p> },
];

describe('/login/game-profile', () => {
  it("refuses empty fields with the section 5 messages, masks the id to digits, saves, refreshes the profile and goes home", async () => {
    const profile = makeSessionUser({ game_profiles: [{ id: 9, game_id: 3, nick: 'Ace', mlbb_id: '98765' }] });
    const api = apiWithConfig()
      .on('POST', '/user/game_profile', { status: 201, body: { data: { id: 9, gameName: 'mlbb', fields: { nick: 'Ace', mlbb_id: '98765' } } } })
      .on('GET', '/user/profile', { body: { data: profile } });
    const { user, location, store } = await renderWithProviders(<GameProfilePage />, { route: '/login/game-profile', fetch: api.fetch, session: signedIn, routes });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Nickname обязателен для заполнения')).toBeInTheDocument();
    expect(screen.getByText('PUBG ID обязателен для заполнения')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Игра'), 'mlbb');
    await user.type(screen.getByLabelText('Никнейм в игре'), 'Ace');
    const id = screen.getByLabelText('MLBB ID');
    await user.type(id, '98a7-65');
    expect(id).toHaveValue('98765');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ gameName: 'mlbb', fields: { nick: 'Ace', mlbb_id: '98765' } });
    expect(store.get(sessionUserAtom)?.game_profiles).toEqual(profile.game_profiles);
  });

  it('skips back to the page held while registering (a tournament)', async () => {
    const { user, location } = await renderWithProviders(<GameProfilePage />, {
      route: '/login/game-profile',
      fetch: apiWithConfig().fetch,
      session: signedIn,
      routes,
      storage: { session: { return_path: '/esports-mobile-tournaments/spring-cup' } },
    });
    await user.click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(location().pathname).toBe('/esports-mobile-tournaments/spring-cup'));
    expect(window.sessionStorage.getItem('return_path')).toBeNull();
  });

  it('shows an id another player has under the id field', async () => {
    const api = apiWithConfig().on('POST', '/user/game_profile', {
      status: 422,
      body: { message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { 'fields.pubg_id': ['game_profile.game_id_taken'] } },
    });
    const { user } = await renderWithProviders(<GameProfilePage />, { route: '/en/login/game-profile', fetch: api.fetch, session: signedIn });
    await user.type(screen.getByLabelText('In-game nickname'), 'Ace');
    await user.type(screen.getByLabelText('PUBG ID'), '5123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This game ID is already used by another player.')).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    await renderWithProviders(<GameProfilePage />, { route: '/en/login/game-profile', fetch: apiWithConfig().fetch });
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
  });
});
