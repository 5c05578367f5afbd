import { screen } from '@testing-library/react';
import { inviteHashAtom } from '@portal/shared/state';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import InvitePage from './InvitePage';

const path = '/:lang?/team/:invite';
const signedIn = { token: 'token-1', user: makeSessionUser() };

describe('/team/invite-member-{hash}', () => {
  it('keeps the hash of a valid link for after login and asks a guest to sign in', async () => {
    const { store } = await renderWithProviders(<InvitePage />, { route: '/en/team/invite-member-Zq81_mPx', path });
    expect(store.get(inviteHashAtom)).toBe('Zq81_mPx');
    expect(window.localStorage.getItem('hash')).toBe('Zq81_mPx');
    expect(screen.getByRole('heading', { name: 'You are invited to a team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login');
  });

  it('shows a signed-in user the invitation panel and drops the stored hash (it has brought them here)', async () => {
    const { store } = await renderWithProviders(<InvitePage />, {
      route: '/team/invite-member-a1b2c3d4',
      path,
      session: { ...signedIn, inviteHash: 'a1b2c3d4' },
    });
    expect(store.get(inviteHashAtom)).toBeNull();
    expect(screen.getByTestId('invitation-panel')).toHaveTextContent('У вас есть приглашение в команду');
    expect(screen.getByRole('link', { name: 'Проверить игровой профиль' })).toHaveAttribute('href', '/settings-new?tab=game-information');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });

  it.each(['invite-abc123', 'invite-member-', 'invite-member-abc', 'invite-member-a1b2c3%2F..', 'members'])('rejects the malformed link /team/%s', async (segment) => {
    const { store } = await renderWithProviders(<InvitePage />, {
      route: `/en/team/${segment}`,
      path,
      storage: { local: { hash: 'earlier-hash' } },
    });
    expect(screen.getByTestId('invite-invalid')).toHaveTextContent('This invitation link is not valid');
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en');
    expect(store.get(inviteHashAtom)).toBeNull();
    expect(window.localStorage.getItem('hash')).toBe('earlier-hash');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });
});
