import { routesOf } from '@portal/shared/contracts';
import { lazyPage, useRouteId, type RemoteRoutes } from '@portal/shared/platform';
import { checkRemoteRoutes, samplePath } from './remote-routes';

/** A stand-in for a remote's './routes': one small page per route id the route table gives mfe-profile, titled with the id its frame tells it. */
const fakeRoutes = Object.fromEntries(
  routesOf('mfe-profile').map((route) => [
    route.id,
    {
      id: route.id,
      lazy: lazyPage(async () => ({
        default: function Page() {
          return (
            <section>
              <h1>{useRouteId()}</h1>
            </section>
          );
        },
      })),
    },
  ]),
) as RemoteRoutes<'mfe-profile'>;

describe('sample paths of route patterns', () => {
  it('fills known parameters with sample values and others with x', () => {
    expect(samplePath('/News/:slug')).toBe('/News/sample-slug');
    expect(samplePath('/rating/pubg-mobile/seasonal/:seasonId')).toBe('/rating/pubg-mobile/seasonal/3');
    expect(samplePath('/my-teams/:teamId')).toBe('/my-teams/12');
    expect(samplePath('/match/:matchRef')).toBe('/match/x');
    expect(samplePath('/settings')).toBe('/settings');
  });
});

describe('checkRemoteRoutes on a remote that exposes every page it owns', () => {
  checkRemoteRoutes({ remote: 'mfe-profile', routes: fakeRoutes, visitors: (id) => (id === 'notifications' ? ['signed-in'] : ['guest']) });
});
