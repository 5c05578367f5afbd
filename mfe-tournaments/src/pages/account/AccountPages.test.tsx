import { screen, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import ApplicationsPage from './ApplicationsPage';
import EntriesPage from './EntriesPage';

describe.each([
  { Page: ApplicationsPage, id: 'applications', route: '/en/applications', guestTitle: 'Log in to see your applications', title: 'My applications', empty: 'No applications yet' },
  { Page: EntriesPage, id: 'entries', route: '/en/entries', guestTitle: 'Log in to see your entries', title: 'Tournament entries', empty: 'Nothing to confirm' },
])('/$id', ({ Page, route, guestTitle, title, empty }) => {
  it('asks a guest to sign in without calling the API', async () => {
    const api = createFakeApi();
    await renderWithProviders(<Page />, { route, fetch: api.fetch });
    const prompt = screen.getByTestId('auth-prompt');
    expect(within(prompt).getByRole('heading', { name: guestTitle })).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login');
    expect(within(prompt).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/Registration');
    expect(api.calls).toEqual([]);
  });

  it('shows a signed-in player the page with its empty state', async () => {
    await renderWithProviders(<Page />, { route, session: { token: 'token', user: makeSessionUser() } });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByTestId('area-empty')).getByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /tournament/i })).toHaveAttribute('href', '/en/esports-mobile-tournaments');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });
});
