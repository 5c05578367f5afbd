import { registerNamespace } from '@portal/shared/i18n';
import { lazyPage, type RemoteRoutes } from '@portal/shared/platform';

registerNamespace('content', (lng) => import(`./locales/${lng}.json`));

export const routes = {
  home: { id: 'home', lazy: lazyPage(() => import('./pages/home/HomePage')) },
  'home.page': { id: 'home.page', lazy: lazyPage(() => import('./pages/home/HomePage')) },
  'ui-kits': { id: 'ui-kits', lazy: lazyPage(() => import('./pages/ui-kits/UiKitsPage')) },
  'news.list': { id: 'news.list', lazy: lazyPage(() => import('./pages/news/NewsListPage')) },
  'news.detail': { id: 'news.detail', lazy: lazyPage(() => import('./pages/news/NewsDetailPage')) },
  rating: { id: 'rating', lazy: lazyPage(() => import('./pages/rating/RatingPage')) },
  'rating.mlbb': { id: 'rating.mlbb', lazy: lazyPage(() => import('./pages/rating/MlbbRatingPage')) },
  'rating.mlbb.detail': { id: 'rating.mlbb.detail', lazy: lazyPage(() => import('./pages/rating/MlbbBoardPage')) },
  'rating.pubg': { id: 'rating.pubg', lazy: lazyPage(() => import('./pages/rating/PubgRatingPage')) },
  'rating.pubg.detail': { id: 'rating.pubg.detail', lazy: lazyPage(() => import('./pages/rating/PubgBoardPage')) },
  'rating.pubg.seasonal': { id: 'rating.pubg.seasonal', lazy: lazyPage(() => import('./pages/rating/PubgSeasonalPage')) },
  'rating.pubg.seasonal.detail': { id: 'rating.pubg.seasonal.detail', lazy: lazyPage(() => import('./pages/rating/PubgSeasonPage')) },
  'rating.pubg.world': { id: 'rating.pubg.world', lazy: lazyPage(() => import('./pages/rating/PubgWorldPage')) },
  'rating.pubg.world.detail': { id: 'rating.pubg.world.detail', lazy: lazyPage(() => import('./pages/rating/PubgWorldTeamPage')) },
  watch: { id: 'watch', lazy: lazyPage(() => import('./pages/watch/WatchPage')) },
  'watch.detail': { id: 'watch.detail', lazy: lazyPage(() => import('./pages/watch/WatchDetailPage')) },
  votes: { id: 'votes', lazy: lazyPage(() => import('./pages/votes/VotesPage')) },
  transfers: { id: 'transfers', lazy: lazyPage(() => import('./pages/transfers/TransfersPage')) },
  help: { id: 'help', lazy: lazyPage(() => import('./pages/help/HelpPage')) },
  condition: { id: 'condition', lazy: lazyPage(() => import('./pages/condition/ConditionPage')) },
  agreements: { id: 'agreements', lazy: lazyPage(() => import('./pages/agreements/AgreementsPage')) },
  open: { id: 'open', lazy: lazyPage(() => import('./pages/open/OpenPage')) },
} satisfies RemoteRoutes<'mfe-content'>;
