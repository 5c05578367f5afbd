import { registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor } from '@testing-library/react';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import { clickAndSettle, renderShell } from '../testing/render-shell';
import { mockedLoadRemote, serveFakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedRegister = registerRemotes as unknown as jest.Mock;
const entry = (name: string, version = 'v1') => `http://remotes.test/${name}/${version}/mf-manifest.json`;
const registry = (overrides: Record<string, string> = {}) => ({ ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, entry(name)])), ...overrides });

let served: Record<string, string> = registry();
const fetchRegistry = jest.fn(async () => ({ ok: true, json: async () => served }));

beforeEach(() => {
  serveFakeRemotes();
  (globalThis as { fetch?: unknown }).fetch = fetchRegistry;
});

const loadsOf = (remote: string) => mockedLoadRemote.mock.calls.filter(([id]) => String(id).startsWith(remote)).length;

describe('a release or a rollback reaches an open page at its next area switch (issue 16)', () => {
  it('re-reads the registry when entering another area, loads a switched remote afresh, and stays put within an area', async () => {
    const { router } = await renderShell('/en/esports-mobile-tournaments');
    await screen.findByTestId('remote-page');
    // The shell read the registry at start (the fake one); now mfe-content is released as v2.
    await act(async () => {
      const { loadRegistry } = await import('./registry');
      served = registry();
      await loadRegistry();
    });
    served = registry({ 'mfe-content': entry('mfe-content', 'v2') });
    fetchRegistry.mockClear();
    mockedRegister.mockClear();

    await clickAndSettle(screen.getByTestId('nav-news'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'news.list'));
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mfe_content', entry: entry('mfe-content', 'v2') }], { force: true });

    // Within the content area: no registry request, nothing loaded again.
    const contentLoads = loadsOf('mfe_content');
    await clickAndSettle(screen.getByTestId('nav-rating'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'rating'));
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(loadsOf('mfe_content')).toBe(contentLoads);

    // Back to tournaments, unchanged: one registry request, its loaded version stays (no new load).
    const tournamentLoads = loadsOf('mfe_tournaments');
    await clickAndSettle(screen.getByTestId('nav-tournaments'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'tournaments.list'));
    expect(fetchRegistry).toHaveBeenCalledTimes(2);
    expect(loadsOf('mfe_tournaments')).toBe(tournamentLoads);
    expect(mockedRegister).toHaveBeenCalledTimes(1);

    // A rollback of mfe-content while the visitor is elsewhere: entering the news again loads it afresh.
    served = registry({ 'mfe-content': entry('mfe-content', 'v1') });
    const before = loadsOf('mfe_content');
    await clickAndSettle(screen.getByTestId('nav-news'));
    expect(router.state.location.pathname).toBe('/en/News');
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveAttribute('data-route', 'news.list'), { timeout: 4000 });
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'mfe_content', entry: entry('mfe-content', 'v1') }], { force: true });
    expect(loadsOf('mfe_content')).toBe(before + 1);
  });
});
