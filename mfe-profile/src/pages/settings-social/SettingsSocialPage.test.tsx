import { screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import SettingsSocialPage from './SettingsSocialPage';

const signedIn = { token: 'token-1', user: makeSessionUser() };
const routes = [{ path: '/en/settings-new', element: <p>settings tabs</p> }];

describe('/settings/social-accounts', () => {
  it('/settings/social-accounts opens the safety tab, where the accounts are linked', async () => {
    const { location } = await renderWithProviders(<SettingsSocialPage />, { route: '/en/settings/social-accounts', session: signedIn, routes });
    expect(await screen.findByText('settings tabs')).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/en/settings-new?tab=safety');
  });});
