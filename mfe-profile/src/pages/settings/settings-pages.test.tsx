import { screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import SettingsPage from './SettingsPage';

const signedIn = { token: 'token-1', user: makeSessionUser() };
const routes = [{ path: '/en/settings-new', element: <p>settings tabs</p> }];

describe('/settings leads to the one settings page', () => {
  it('/settings opens /settings-new, on the tab its query names', async () => {
    const { location } = await renderWithProviders(<SettingsPage />, { route: '/en/settings', session: signedIn, routes });
    expect(await screen.findByText('settings tabs')).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/en/settings-new?tab=main-information');
    const again = await renderWithProviders(<SettingsPage />, { route: '/en/settings?tab=game-information', session: signedIn, routes });
    expect(`${again.location().pathname}${again.location().search}`).toBe('/en/settings-new?tab=game-information');
  });
});
