import { act, screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { useSession } from './use-session';

function SessionProbe() {
  const { authenticated, user } = useSession();
  return <p>{`${authenticated ? 'signed in' : 'guest'} as ${user?.username ?? 'nobody'}`}</p>;
}

describe('useSession', () => {
  it('is a guest without a token', async () => {
    await renderWithProviders(<SessionProbe />);
    expect(screen.getByText('guest as nobody')).toBeInTheDocument();
  });

  it('is signed in with the stored profile while a token is stored', async () => {
    await renderWithProviders(<SessionProbe />, { session: { token: 'token-1', user: makeSessionUser({ username: 'ayan' }) } });
    expect(screen.getByText('signed in as ayan')).toBeInTheDocument();
  });

  it('is signed in without a profile when only the token is stored', async () => {
    await renderWithProviders(<SessionProbe />, { session: { token: 'token-1' } });
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
  });

  it('shows no profile left behind without a token, and follows sign-out', async () => {
    const { store } = await renderWithProviders(<SessionProbe />, { session: { token: 'token-1', user: makeSessionUser({ username: 'ayan' }) } });
    act(() => store.set(authTokenAtom, null));
    expect(screen.getByText('guest as nobody')).toBeInTheDocument();
    expect(store.get(sessionUserAtom)?.username).toBe('ayan');
  });
});
