import { loadRemote } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import { useRouteId } from '@portal/shared/platform';
import { applyRegistry } from '../federation/registry';

/**
 * Test double of the remotes behind a mocked federation runtime: every remote is registered and exposes a
 * page per route id that shows the route id its page frame gives it (useRouteId) and a translated word, so
 * tests see the remote area, its frame and its language. The test file must mock the runtime:
 *   jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
 */
export function FakeRemotePage() {
  const { t } = useTranslation('common');
  return (
    <section data-testid="remote-page" data-route={useRouteId()}>
      <h1>{t('nav.news')}</h1>
    </section>
  );
}

const routesProxy = () =>
  new Proxy(
    {},
    {
      get: (_target, id) =>
        typeof id === 'string' ? { id, lazy: async () => ({ Component: FakeRemotePage }) } : undefined,
    },
  );

export const mockedLoadRemote = loadRemote as unknown as jest.Mock;

/** Registers every remote and answers loadRemote with working pages. */
export function serveFakeRemotes() {
  applyRegistry(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://remotes.test/${name}/mf-manifest.json`])));
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async () => ({ routes: routesProxy() }));
}

/** The next `times` loads of a remote fail as when its server is down. */
export function failNextRemoteLoads(times: number) {
  for (let i = 0; i < times; i++) mockedLoadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: manifest fetch failed'));
}
