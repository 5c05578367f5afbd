import { screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import MyTeamsPage from './MyTeamsPage';

const signedIn = { token: 'token-1', user: makeSessionUser() };

describe('/my-teams', () => {
  it('asks a guest to sign in, without calling the API', async () => {
    await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams' });
    expect(screen.getByRole('heading', { level: 1, name: 'My teams' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your teams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/Registration');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("shows a signed-in user the game filter, 'Все' by default, and an invitation to create or join a team", async () => {
    await renderWithProviders(<MyTeamsPage />, { route: '/my-teams', session: signedIn });
    const filter = screen.getByRole('combobox', { name: 'Игра' });
    expect(filter).toHaveValue('all');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Все');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Все', 'PUBG Mobile', 'MLBB']);
    expect(screen.getByTestId('teams-empty')).toHaveTextContent('Вы пока не состоите в команде');
    expect(screen.getByTestId('teams-empty')).toHaveTextContent(/Создайте свою команду .* ссылку-приглашение/);
    expect(screen.getByRole('link', { name: 'Как создать команду' })).toHaveAttribute('href', '/Help#create-team');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });

  it('names the chosen game in the empty state', async () => {
    const { user } = await renderWithProviders(<MyTeamsPage />, { route: '/en/my-teams', session: signedIn });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'MLBB');
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('3');
    expect(screen.getByTestId('teams-empty')).toHaveTextContent('You have no MLBB teams yet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'PUBG Mobile');
    expect(screen.getByTestId('teams-empty')).toHaveTextContent('You have no PUBG Mobile teams yet');
  });
});
