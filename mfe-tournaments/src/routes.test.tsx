import { createFakeApi, checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';
import { makeTournamentDetail } from './test/fixtures';

/** Pages whose guest view is the sign-in prompt alone (their own tests cover it). */
const SIGNED_IN_ONLY = new Set(['applications', 'entries']);

describe('mfe-tournaments routes', () => {
  checkRemoteRoutes({
    remote: 'mfe-tournaments',
    routes,
    visitors: (id) => (SIGNED_IN_ONLY.has(id) ? ['signed-in'] : ['guest', 'signed-in']),
    renderOptions: () => ({ fetch: createFakeApi().on('GET', '/v1/client/tournament/sample-slug', { body: { data: makeTournamentDetail({ slug: 'sample-slug' }) } }).fetch }),
  });
});
