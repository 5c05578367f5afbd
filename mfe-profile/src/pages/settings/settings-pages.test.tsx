import { screen, within } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
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
    await renderWithProviders(<SettingsPage />, { route: '/en/settings', session: signedIn });
    const profile = screen.getByTestId('settings-profile-card');
    expect(within(profile).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/en/settings-new?tab=main-information',
      '/en/settings-new?tab=safety',
      '/en/settings-new?tab=game-information',
    ]);
    const social = screen.getByTestId('settings-social-card');
    expect(social).toHaveTextContent('Linked accounts: 2');
    expect(within(social).getByRole('link', { name: 'Open social accounts' })).toHaveAttribute('href', '/en/settings/social-accounts');
  });

  it('asks a guest to sign in', async () => {
    await renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-profile-card')).toBeNull();
  });
});
