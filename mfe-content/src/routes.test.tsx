import { checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';

describe('mfe-content routes', () => {
  /** Home and the UI kit demo have their own page tests (with the API they call). */
  checkRemoteRoutes({ remote: 'mfe-content', routes, visitors: ['guest'], skipRender: ['home', 'home.page', 'ui-kits'] });
});
