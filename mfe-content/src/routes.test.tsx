import { checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';

describe('mfe-content routes', () => {
  /** Home, the UI kit demo, the news, the ratings, the streams and the votes have their own page tests (with the API they call). */
  checkRemoteRoutes({ remote: 'mfe-content', routes, visitors: ['guest'], skipRender: ['home', 'home.page', 'ui-kits', 'news.list', 'news.detail', 'rating', 'rating.mlbb', 'rating.mlbb.detail', 'rating.pubg', 'rating.pubg.detail', 'rating.pubg.seasonal', 'rating.pubg.seasonal.detail', 'rating.pubg.world', 'rating.pubg.world.detail', 'watch', 'watch.detail', 'votes', 'transfers'] });
});
