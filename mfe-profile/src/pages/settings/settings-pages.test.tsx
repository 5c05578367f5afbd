import { screen, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import SettingsPage from './SettingsPage';

const user = makeSessionUser({
  socialAccounts: [
    { id: 1, provider: 'discord', primary: false, data: { username: 'ayan#0042' }, verified_at: null },
    { id: 2, provider: 'google', primary: true, data: { email: 'ayan@gmail.com' }, verified_at: null },
  ],
});
const signedIn = { token: 'token-1', user };

describe('/settings', () => {
  it('leads a signed-in user to each settings tab and to the social accounts', async () => {
    const api = createFakeApi().on('GET', '/v1/client/calendar-feed', { body: { data: { has_link: false, created_at: null } } });
    await renderWithProviders(<SettingsPage />, { route: '/en/settings', session: signedIn, fetch: api.fetch });
    const profile = screen.getByTestId('settings-profile-card');
    expect(within(profile).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/en/settings-new?tab=main-information',
      '/en/settings-new?tab=safety',
      '/en/settings-new?tab=game-information',
    ]);
    const social = screen.getByTestId('settings-social-card');
    expect(social).toHaveTextContent('Linked accounts: 2');
    expect(within(social).getByRole('link', { name: 'Open social accounts' })).toHaveAttribute('href', '/en/settings/social-accounts');
    expect(await within(screen.getByTestId('calendar-feed')).findByRole('button', { name: 'Make a link' })).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    await renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-profile-card')).toBeNull();
  });
});
