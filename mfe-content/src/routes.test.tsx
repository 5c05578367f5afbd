import { checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';

describe('mfe-content routes', () => {
  /** Home, the UI kit demo and the news have their own page tests (with the API they call). */
  checkRemoteRoutes({ remote: 'mfe-content', routes, visitors: ['guest'], skipRender: ['home', 'home.page', 'ui-kits', 'news.list', 'news.detail'] });
});
