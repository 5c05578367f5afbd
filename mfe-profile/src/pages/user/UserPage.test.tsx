import { screen, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { AWARD, makePublicUser } from '../../testing/profile-fixtures';
import '../../routes';
import UserPage from './UserPage';

const path = '/:lang?/user/:slug';
const ayan = makePublicUser();

describe('/user/{slug}', () => {
  it("shows any player's public profile to a guest: stats, game accounts with level, teams and awards", async () => {
    const api = createFakeApi().on('GET', '/v1/client/user/ayan', { body: { data: ayan } });
    const { user } = await renderWithProviders(<UserPage />, { route: '/en/user/ayan', path, fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ayan' })).toHaveAttribute('data-fallback', 'true');
    expect(within(screen.getByTestId('profile-country')).getByText('Kazakhstan')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-country')).getByText('Country verified')).toBeInTheDocument();
    const stat = (id: string) => document.querySelector(`[data-stat="${id}"] dd`)?.textContent;
    expect([stat('rating'), stat('level'), stat('kd'), stat('kd-mlbb')]).toEqual(['1520', '31', '3.18', '—']);
    const profiles = screen.getByTestId('game-profiles');
    expect(within(profiles).getByText('Nickname: ayan-pubg')).toBeInTheDocument();
    expect(within(profiles).getByText('In-game ID: 5123456789')).toBeInTheDocument();
    expect(within(profiles).getByText('Level 31')).toBeInTheDocument();
    expect(within(profiles).getByText('Roles: Sniper')).toBeInTheDocument();
    expect(within(profiles).getByText('In-game ID: 99887766')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-teams')).getByRole('link', { name: 'Almaty Wolves' })).toHaveAttribute('href', '/en/esports-mobile-team/almaty-wolves');
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();

    await user.click(within(screen.getByTestId('profile-awards')).getByRole('button', { name: 'First win' }));
    const modal = await screen.findByRole('dialog', { name: 'First win' });
    expect(within(modal).getByText('Won a tournament for the first time.')).toBeInTheDocument();
    expect(within(modal).getByText('Earned on 1 March 2026')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads the player to the settings from their own profile, found by id too', async () => {
    const api = createFakeApi().on('GET', '/v1/client/user/42', { body: { data: ayan } });
    await renderWithProviders(<UserPage />, { route: '/en/user/42', path, fetch: api.fetch, session: { token: 't', user: makeSessionUser({ id: 42, slug: 'ayan' }) } });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/en/settings-new');
    expect(screen.getByRole('link', { name: 'Add a game profile' })).toHaveAttribute('href', '/en/settings-new?tab=game-information');
  });

  it("shows every award on the player's own profile, those not earned yet dimmed and saying so", async () => {
    const finalist = { ...AWARD, id: 5, slug: 'finalist', name: 'Finalist', description: 'Reached a final.', is_achieved: false, achieved_at: null };
    const api = createFakeApi()
      .on('GET', '/v1/client/user/ayan', { body: { data: ayan } })
      .on('GET', '/v1/client/user/rewards', { body: { data: [AWARD, finalist] } });
    const { user } = await renderWithProviders(<UserPage />, { route: '/en/user/ayan', path, fetch: api.fetch, session: { token: 't', user: makeSessionUser({ id: 42, slug: 'ayan' }) } });
    const notYet = await within(await screen.findByTestId('profile-awards')).findByRole('button', { name: 'Finalist Not earned yet' });
    expect(notYet).toHaveAttribute('data-achieved', 'false');
    expect(within(screen.getByTestId('profile-awards')).getByRole('button', { name: 'First win' })).toHaveAttribute('data-achieved', 'true');
    await user.click(notYet);
    const modal = await screen.findByRole('dialog', { name: 'Finalist' });
    expect(within(modal).getByText('You have not earned this award yet: the description above says how.')).toBeInTheDocument();
    expect(within(modal).queryByText(/Earned on/)).toBeNull();
  });

  it("does not ask for the signed-in player's own awards on another player's profile", async () => {
    const api = createFakeApi().on('GET', '/v1/client/user/ayan', { body: { data: ayan } });
    await renderWithProviders(<UserPage />, { route: '/en/user/ayan', path, fetch: api.fetch, session: { token: 't', user: makeSessionUser({ id: 7, slug: 'someone' }) } });
    expect(await within(await screen.findByTestId('profile-awards')).findByRole('button', { name: 'First win' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/v1/client/user/rewards')).toBe(false);
  });

  it('shows what the player hides as empty, and the birthday when shown', async () => {
    const hidden = makePublicUser({ birthday: '2001-04-12', game_profiles: [], teams: [], rewards: [], statistics: null });
    const api = createFakeApi().on('GET', '/v1/client/user/ayan', { body: { data: hidden } });
    await renderWithProviders(<UserPage />, { route: '/ru/user/ayan', path, fetch: api.fetch, locale: 'ru' });
    expect(await screen.findByText('День рождения: 12 апреля 2001')).toBeInTheDocument();
    expect(screen.getByText('Игрок не показывает игровые аккаунты.')).toBeInTheDocument();
    expect(screen.getByText('Нет команд, которые можно показать.')).toBeInTheDocument();
    expect(screen.getByText('Наград пока нет.')).toBeInTheDocument();
    expect(document.querySelector('[data-stat="kd"] dd')?.textContent).toBe('—');
  });

  it('shows a not-found state for an unknown player', async () => {
    const api = createFakeApi().on('GET', '/v1/client/user/nobody', { status: 404, body: { message: 'Player not found.', code: 'errors.user_not_found' } });
    await renderWithProviders(<UserPage />, { route: '/en/user/nobody', path, fetch: api.fetch });
    expect(await screen.findByTestId('user-not-found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
