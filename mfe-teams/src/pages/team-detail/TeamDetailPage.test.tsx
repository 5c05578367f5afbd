import { screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import TeamDetailPage from './TeamDetailPage';

describe('/my-teams/{teamId}', () => {
  it('asks a guest to sign in', async () => {
    await renderWithProviders(<TeamDetailPage />, { route: '/my-teams/12', path: '/my-teams/:teamId' });
    expect(screen.getByRole('heading', { name: 'Войдите, чтобы открыть команду' })).toBeInTheDocument();
    expect(screen.queryByTestId('team-not-found')).toBeNull();
  });

  it('tells a signed-in user the team is not theirs and leads back to the list', async () => {
    await renderWithProviders(<TeamDetailPage />, {
      route: '/uz/my-teams/12',
      path: '/uz/my-teams/:teamId',
      session: { token: 'token-1', user: makeSessionUser() },
    });
    expect(screen.getByRole('heading', { name: 'Jamoa topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mening jamoalarim' })).toHaveAttribute('href', '/uz/my-teams');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });
});
