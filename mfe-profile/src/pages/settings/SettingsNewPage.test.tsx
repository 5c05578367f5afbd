import { screen, within } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { settingsApi } from '../../testing/profile-api';
import '../../routes';
import SettingsNewPage from './SettingsNewPage';

const user = makeSessionUser({
  username: 'Ayan',
  email: 'ayan@example.kz',
  socialAccounts: [
    { id: 1, provider: 'telegram', primary: true, data: { username: 'ayan_tg' }, verified_at: '2025-01-01T00:00:00Z' },
    { id: 2, provider: 'phone', primary: false, data: { phone: '+77011112233' }, verified_at: '2025-01-02T00:00:00Z' },
  ],
});
const signedIn = { token: 'token-1', user };
const tabs = () => screen.getByRole('navigation', { name: 'Settings sections' });

describe('/settings-new', () => {
  it('asks a guest to sign in', async () => {
    await renderWithProviders(<SettingsNewPage />, { route: '/en/settings-new?tab=safety' });
    expect(screen.getByRole('heading', { name: 'Sign in to open your settings' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).toBeNull();
  });

  it('opens main information by default: the profile form and the e-mail', async () => {
    await renderWithProviders(<SettingsNewPage />, { route: '/en/settings-new', session: signedIn, fetch: settingsApi().fetch });
    expect(within(tabs()).getByRole('link', { name: 'Main information' })).toHaveAttribute('aria-current', 'page');
    const panel = screen.getByTestId('settings-main-information');
    expect(within(panel).getByText('ayan@example.kz')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Username')).toHaveValue('Ayan');
  });

  it('follows the tab of the query: safety shows the phone, the password form and the linked accounts', async () => {
    await renderWithProviders(<SettingsNewPage />, { route: '/en/settings-new?tab=safety', session: signedIn });
    expect(within(tabs()).getByRole('link', { name: 'Safety' })).toHaveAttribute('aria-current', 'page');
    const panel = screen.getByTestId('settings-safety');
    expect(within(panel).getAllByText('+77011***33')).toHaveLength(2);
    expect(within(panel).getByText('Verified')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Current password')).toBeInTheDocument();
    expect(within(panel).getByText('ayan_tg')).toBeInTheDocument();
    expect(within(panel).getByTestId('social-accounts').querySelector('[data-provider="email"]')).toHaveTextContent('ayan@example.kz');
  });

  it('switches tabs through the query and falls back to main information for an unknown tab', async () => {
    const { user: clicker, location } = await renderWithProviders(<SettingsNewPage />, { route: '/settings-new?tab=password', session: signedIn, fetch: settingsApi().fetch });
    expect(screen.getByTestId('settings-main-information')).toBeInTheDocument();
    await clicker.click(screen.getByRole('link', { name: 'Игровая информация' }));
    expect(location().search).toBe('?tab=game-information');
    expect(screen.getByTestId('settings-game-information')).toBeInTheDocument();
    expect(await screen.findByText('Игровых профилей пока нет')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-main-information')).toBeNull();
    await clicker.click(screen.getByRole('link', { name: 'Безопасность' }));
    expect(location().search).toBe('?tab=safety');
    expect(screen.getByTestId('settings-safety')).toBeInTheDocument();
  });
});
