import { screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { SignInGuard } from './SignInGuard';

describe('SignInGuard', () => {
  it('asks a guest to sign in, with links to login and registration in the page language, inside the frame given', async () => {
    await renderWithProviders(
      <SignInGuard title="Sign in to see your teams" text="Your teams are here." frame={(prompt) => <main data-testid="frame">{prompt}</main>}>
        <p>My teams</p>
      </SignInGuard>,
      { route: '/en/my-teams' },
    );
    expect(screen.queryByText('My teams')).toBeNull();
    expect(screen.getByTestId('frame')).toContainElement(screen.getByRole('heading', { name: 'Sign in to see your teams' }));
    expect(screen.getByText('Your teams are here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login?back=%2Fmy-teams');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/Registration?back=%2Fmy-teams');
    expect(screen.getByText('After signing in you will come back to this page.')).toBeInTheDocument();
  });

  it('shows a signed-in user the children', async () => {
    await renderWithProviders(
      <SignInGuard title="Sign in">
        <p>My teams</p>
      </SignInGuard>,
      { route: '/en/my-teams', session: { token: 't', user: null } },
    );
    expect(screen.getByText('My teams')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('hands the stored profile to children that need it, and waits for it', async () => {
    const { unmount } = await renderWithProviders(<SignInGuard title="Sign in">{(user) => <p>Hello {user.username}</p>}</SignInGuard>, {
      route: '/en/Notifications',
      session: { token: 't', user: makeSessionUser({ username: 'Aidos' }) },
    });
    expect(screen.getByText('Hello Aidos')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<SignInGuard title="Sign in">{(user) => <p>Hello {user.username}</p>}</SignInGuard>, { route: '/en/Notifications', session: { token: 't', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
