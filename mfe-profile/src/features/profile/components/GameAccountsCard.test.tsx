import { screen, waitFor, within } from '@testing-library/react';
import { sessionUserAtom } from '@portal/shared/state';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { settingsApi } from '../../../testing/profile-api';
import { makeGameAccount } from '../../../testing/profile-fixtures';
import '../../../routes';
import { GameAccountsCard } from './GameAccountsCard';

/** The add button, once the games have arrived (it stays disabled until then, as for a player). */
async function enabledAddButton() {
  const button = await screen.findByRole('button', { name: 'Add a game account' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** Journeys of many steps get more time than the default 5 s on a busy machine. */
const LONG_JOURNEY_MS = 20_000;

describe('game accounts (game information)', () => {
  it('adds an account: search games by label, pick one, fill its fields, back to the list, save', async () => {
    const stored = makeGameAccount({ id: 12, fields: { nick: 'Ace', pubg_id: '5123456789' } });
    const refreshed = makeSessionUser({ game_profiles: [{ id: 12, game_id: 1, nick: 'Ace', pubg_id: '5123456789' }] });
    const api = settingsApi()
      .on('POST', '/user/game_profile', { status: 201, body: { data: stored } })
      .on('GET', '/user/profile', { body: { data: refreshed } });
    const { user: u, store } = await renderWithProviders(<GameAccountsCard />, {
      route: '/en/settings-new?tab=game-information',
      fetch: api.fetch,
      session: { token: 'token-1', user: makeSessionUser() },
    });
    expect(await screen.findByText('No game profiles yet')).toBeInTheDocument();
    await u.click(await enabledAddButton());
    const modal = await screen.findByRole('dialog', { name: 'Add a game account' });
    await u.type(within(modal).getByLabelText('Search for a game'), 'chess');
    expect(within(modal).getByTestId('games-not-found')).toHaveTextContent('No game found');
    await u.clear(within(modal).getByLabelText('Search for a game'));
    await u.type(within(modal).getByLabelText('Search for a game'), 'ml');
    await u.click(within(modal).getByRole('button', { name: /MLBB/ }));
    expect(await screen.findByRole('dialog', { name: 'MLBB account' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to the games' }));
    await u.clear(screen.getByLabelText('Search for a game'));
    await u.click(screen.getByRole('button', { name: /PUBG MOBILE/ }));

    const form = await screen.findByTestId('game-account-form');
    await u.type(within(form).getByLabelText('Nickname *'), 'Ace');
    await u.type(within(form).getByLabelText('PUBG ID *'), '51a23');
    expect(within(form).getByLabelText('PUBG ID *')).toHaveValue('5123');
    await u.type(within(form).getByLabelText('Device'), 'd'.repeat(21));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The device name may have at most 20 characters.')).toBeInTheDocument();
    await u.clear(within(form).getByLabelText('Device'));
    await u.click(within(form).getByRole('checkbox', { name: 'Sniper' }));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Game account added')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'POST')?.body as { gameName: string; fields: Record<string, unknown> };
    expect(body.gameName).toBe('pubg-mobile');
    expect(body.fields).toEqual(expect.objectContaining({ nick: 'Ace', pubg_id: '5123', team_member_roles: ['sniper'], device: '' }));
    // The session profile is reloaded: the onboarding checklist and the sidebar see the new game profile.
    await waitFor(() => expect(store.get(sessionUserAtom)?.game_profiles).toHaveLength(1));
  }, LONG_JOURNEY_MS);

  it('lists the accounts, leaves games already added out of the picker, and edits one', async () => {
    const account = makeGameAccount();
    const api = settingsApi({ accounts: [account] }).on('PUT', '/user/game_profile/9', { body: { data: account } });
    const { user: u } = await renderWithProviders(<GameAccountsCard />, { route: '/en/settings-new?tab=game-information', fetch: api.fetch });
    const item = await screen.findByText('Nickname: ayan-pubg');
    expect(screen.getByText('Level 31')).toBeInTheDocument();
    await u.click(await enabledAddButton());
    const picker = await screen.findByRole('dialog', { name: 'Add a game account' });
    expect(within(picker).queryByRole('button', { name: /PUBG MOBILE/ })).toBeNull();
    await u.keyboard('{Escape}');
    await u.click(within(item.closest('li') as HTMLElement).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('game-account-form');
    expect(within(form).getByLabelText('Nickname *')).toHaveValue('ayan-pubg');
    expect(within(form).getByRole('checkbox', { name: 'Sniper' })).toBeChecked();
    expect(within(form).queryByRole('button', { name: 'Back to the games' })).toBeNull();
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Game account saved')).toBeInTheDocument();
  });

  it('shows a save failure of the server in an error alert', async () => {
    const api = settingsApi().on('POST', '/user/game_profile', { status: 409, body: { message: 'You already have a game profile for this game.', code: 'game_profile.already_exists' } });
    const { user: u } = await renderWithProviders(<GameAccountsCard />, { route: '/en/settings-new?tab=game-information', fetch: api.fetch });
    await u.click(await enabledAddButton());
    await u.click(await screen.findByRole('button', { name: /MLBB/ }));
    await u.type(screen.getByLabelText('Nickname *'), 'Ace');
    await u.type(screen.getByLabelText('MLBB ID *'), '123');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a game profile for this game.');
  });

  it('deletes an account after asking', async () => {
    const api = settingsApi({ accounts: [makeGameAccount()] }).on('DELETE', '/user/game_profile/9', { body: { data: { deleted: true } } });
    const { user: u } = await renderWithProviders(<GameAccountsCard />, { route: '/en/settings-new?tab=game-information', fetch: api.fetch });
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the game account?' });
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Game account deleted')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
