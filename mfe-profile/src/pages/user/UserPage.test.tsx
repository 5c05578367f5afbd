import { screen, within } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import UserPage from './UserPage';

const path = '/:lang?/user/:slug';
const ayan = makeSessionUser({
  id: 42,
  slug: 'ayan',
  username: 'Ayan',
  country: { id: 1, name: 'Kazakhstan', code: 'KZ' },
  country_verified: true,
  ratingPubgMobile: { rating: 1520 },
  game_profiles: [
    { id: 9, game_id: 1, nick: 'ayan-pubg', pubg_id: '5123456789', level: { number: 31 } },
    { id: 10, game_id: 3, nick: 'ayan-ml', mlbb_id: '99887766' },
  ],
});
const signedIn = { token: 'token-1', user: ayan };

describe('/user/{slug}', () => {
  it("fills the signed-in user's own profile from the stored user", async () => {
    await renderWithProviders(<UserPage />, { route: '/en/user/ayan', path, session: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ayan' })).toBeInTheDocument();
    expect(screen.getByText('Kazakhstan')).toBeInTheDocument();
    expect(screen.getByText('Country verified')).toBeInTheDocument();
    expect(screen.getByText('1520')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    const profiles = screen.getByTestId('game-profiles');
    expect(within(profiles).getByText('Nickname: ayan-pubg')).toBeInTheDocument();
    expect(within(profiles).getByText('In-game ID: 5123456789')).toBeInTheDocument();
    expect(within(profiles).getByText('In-game ID: 99887766')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/en/settings-new');
    expect(screen.getByRole('link', { name: 'My teams' })).toHaveAttribute('href', '/en/my-teams');
  });

  it('also answers to the id of the user (the fallback address without a slug)', async () => {
    await renderWithProviders(<UserPage />, { route: '/user/7', path, session: { token: 't', user: makeSessionUser({ id: 7, slug: null, username: 'noslug' }) } });
    expect(screen.getByRole('heading', { level: 1, name: 'noslug' })).toBeInTheDocument();
    expect(screen.getByText('—', { selector: '[data-stat="rating"] dd' })).toBeInTheDocument();
    expect(screen.getByTestId('game-profiles-empty')).toHaveTextContent('Игровых профилей пока нет');
    expect(screen.getByRole('link', { name: 'Добавить игровой профиль' })).toHaveAttribute('href', '/settings-new?tab=game-information');
  });

  it('shows a not-found state for another player and for guests', async () => {
    const { unmount } = await renderWithProviders(<UserPage />, { route: '/en/user/someone-else', path, session: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Player profile' })).toBeInTheDocument();
    expect(screen.getByTestId('user-not-found')).toHaveTextContent('Player not found');
    unmount();

    await renderWithProviders(<UserPage />, { route: '/user/ayan', path });
    expect(screen.getByTestId('user-not-found')).toHaveTextContent('Игрок не найден');
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
