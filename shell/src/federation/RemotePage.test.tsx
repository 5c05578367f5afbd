import { screen, waitFor, within } from '@testing-library/react';
import { AUTO_RETRY_DELAY_MS } from './RemoteBoundary';
import { clickAndSettle, renderShell } from '../testing/render-shell';
import { failNextRemoteLoads, mockedLoadRemote, serveFakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const slow = { timeout: AUTO_RETRY_DELAY_MS + 1500 };

let warn: jest.SpyInstance;
beforeEach(() => {
  serveFakeRemotes();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

// The loader caches a remote's routes once they loaded, for the whole file: each test fails another remote.

describe('the page frame (RemotePage)', () => {
  it("mounts the remote's page in the frame marked with its route id, which the page reads", async () => {
    // mfe-auth: the failure tests below fail the other remotes, whose loaded routes would stay cached.
    await renderShell('/en/login/number');
    const page = await screen.findByTestId('remote-page');
    expect(page).toHaveAttribute('data-route', 'login.number');
    expect(page.closest('[data-page]')).toHaveAttribute('data-page', 'login.number');
    expect(document.querySelectorAll('[data-page]')).toHaveLength(1);
  });
});

describe('remote area failures (RemotePage + RemoteBoundary)', () => {
  it('retries a failing remote once by itself and shows its page when that works', async () => {
    failNextRemoteLoads(1);
    await renderShell('/votes');
    expect(await screen.findByTestId('remote-page', {}, slow)).toHaveAttribute('data-route', 'votes');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('shows the retry panel after the automatic retry failed too, with header and footer still there', async () => {
    failNextRemoteLoads(2);
    await renderShell('/applications');
    const panel = await screen.findByTestId('remote-error', {}, slow);
    expect(panel).toHaveAttribute('data-remote', 'mfe-tournaments');
    expect(panel).toHaveTextContent('Раздел временно недоступен');
    expect(document.querySelector('[data-page]')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByTestId('nav-tournaments')).toHaveAttribute('href', '/esports-mobile-tournaments');
    // Expected failures are one short warning each (the React root's onCaughtError), not console errors.
    expect(warn).toHaveBeenCalledWith('[remote] mfe-tournaments is unavailable; its area shows the retry panel.');
  });

  it('loads the area again from the retry button', async () => {
    failNextRemoteLoads(3);
    await renderShell('/my-teams');
    await screen.findByTestId('remote-error', {}, slow);
    await clickAndSettle(screen.getByTestId('remote-retry'));
    // The third load fails as well: the panel comes back without another automatic retry.
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(3));
    const panel = await screen.findByTestId('remote-error');
    await clickAndSettle(within(panel).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'teams.mine');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(4);
  });

  it('starts over on another page after a failure', async () => {
    failNextRemoteLoads(2);
    await renderShell('/Notifications');
    await screen.findByTestId('remote-error', {}, slow);
    await clickAndSettle(screen.getByTestId('nav-rating'));
    expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-route', 'rating');
  });
});
