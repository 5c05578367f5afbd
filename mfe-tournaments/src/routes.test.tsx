import { createFakeApi, checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';
import { makeTournamentDetail } from './lib/testing/tournament-fixtures';

describe('mfe-tournaments routes', () => {
  checkRemoteRoutes({
    remote: 'mfe-tournaments',
    routes,
    renderOptions: () => ({ fetch: createFakeApi().on('GET', '/v1/client/tournament/sample-slug', { body: { data: makeTournamentDetail({ slug: 'sample-slug' }) } }).fetch }),
  });
});
