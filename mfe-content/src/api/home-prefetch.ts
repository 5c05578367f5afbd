import type { RoutePrefetch } from '@portal/shared/platform';
import { HOME_GAME_ROWS } from '../pages/home/home-game-rows';
import { latestTournamentsQueryOptions } from './latest-tournaments';
import { mainPageTournamentsQueryOptions } from './main-page-tournaments';

/** The home page's tournaments: the latest ones and each game's row. */
export const prefetchHome: RoutePrefetch = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(latestTournamentsQueryOptions()),
    ...HOME_GAME_ROWS.map((row) => queryClient.prefetchQuery(mainPageTournamentsQueryOptions(row.slug))),
  ]);
