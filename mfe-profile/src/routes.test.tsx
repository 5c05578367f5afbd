import { checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';

describe('mfe-profile routes', () => {
  checkRemoteRoutes({ remote: 'mfe-profile', routes, samplePaths: { user: '/user/test-player' }, skipRender: ['settings', 'settings.social'] });
});
