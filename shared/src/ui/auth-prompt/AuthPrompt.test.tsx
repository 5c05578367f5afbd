import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { AuthPrompt } from './AuthPrompt';

describe('AuthPrompt', () => {
  it('explains and links to login and registration without a prefix in ru, both coming back to this page', async () => {
    await renderWithProviders(<AuthPrompt />, { route: '/my-teams' });
    expect(screen.getByRole('region', { name: 'Войдите, чтобы продолжить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/Login?back=%2Fmy-teams');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/Registration?back=%2Fmy-teams');
    expect(screen.getByTestId('auth-prompt-return')).toHaveTextContent('После входа вы вернётесь на эту страницу.');
  });

  it('on the home page offers the plain ways in, with no promise to come back', async () => {
    await renderWithProviders(<AuthPrompt />, { route: '/en/' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login');
    expect(screen.queryByTestId('auth-prompt-return')).toBeNull();
  });

  it('keeps the current locale in both links and takes a page-specific title and text', async () => {
    await renderWithProviders(<AuthPrompt title="Join the team" text="Sign in to accept the invitation." />, { route: '/kk/team/invite-member-abcdef' });
    expect(screen.getByRole('heading', { name: 'Join the team' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to accept the invitation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Кіру' })).toHaveAttribute('href', '/kk/Login?back=%2Fteam%2Finvite-member-abcdef');
    expect(screen.getByRole('link', { name: 'Тіркелу' })).toHaveAttribute('href', '/kk/Registration?back=%2Fteam%2Finvite-member-abcdef');
  });

  it('follows the router to the login page', async () => {
    const { user, location } = await renderWithProviders(<AuthPrompt />, {
      route: '/en/Notifications',
      routes: [{ path: '/en/Login', element: <p>login page</p> }],
    });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location().pathname).toBe('/en/Login');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
});
