import { renderWithProviders } from '@portal/shared/testing';
import { heldReturnPath, releaseReturnPath, useHoldReturnPath } from './sign-in-return';

function AuthPages() {
  useHoldReturnPath();
  return <p>sign-in</p>;
}

describe('the page a running sign-in comes back to', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is held from the link that opened the sign-in, for the pages that follow', async () => {
    await renderWithProviders(<AuthPages />, { route: '/en/Login?back=%2Fesports-mobile-tournaments%2Falmaty-open-cup' });
    expect(heldReturnPath()).toBe('/esports-mobile-tournaments/almaty-open-cup');
    releaseReturnPath();
    expect(heldReturnPath()).toBeNull();
  });

  it('is never another site, nor a sign-in page', async () => {
    await renderWithProviders(<AuthPages />, { route: '/en/Login?back=https%3A%2F%2Fevil.example' });
    expect(heldReturnPath()).toBeNull();
    window.sessionStorage.setItem('return_path', '//evil.example');
    expect(heldReturnPath()).toBeNull();
  });

  it('entering the sign-in plainly forgets one held by an abandoned sign-in; a later step keeps it', async () => {
    const { unmount } = await renderWithProviders(<AuthPages />, { route: '/en/login/email', storage: { session: { return_path: '/votes' } } });
    expect(heldReturnPath()).toBe('/votes');
    unmount();
    await renderWithProviders(<AuthPages />, { route: '/Login', storage: { session: { return_path: '/votes' } } });
    expect(heldReturnPath()).toBeNull();
  });
});
