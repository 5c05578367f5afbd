import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { AuthPrompt } from './AuthPrompt';

describe('AuthPrompt', () => {
  it('explains and links to login and registration without a prefix in ru', async () => {
    await renderWithProviders(<AuthPrompt />, { route: '/my-teams' });
    expect(screen.getByRole('region', { name: 'Войдите, чтобы продолжить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/Registration');
  });

  it('keeps the current locale in both links and takes a page-specific title and text', async () => {
    await renderWithProviders(<AuthPrompt title="Join the team" text="Sign in to accept the invitation." />, { route: '/kk/team/invite-member-abcdef' });
    expect(screen.getByRole('heading', { name: 'Join the team' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to accept the invitation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Кіру' })).toHaveAttribute('href', '/kk/Login');
    expect(screen.getByRole('link', { name: 'Тіркелу' })).toHaveAttribute('href', '/kk/Registration');
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
