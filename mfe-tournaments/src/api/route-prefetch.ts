import type { PortalRouteId } from '@portal/shared/contracts';
import type { RoutePrefetch } from '@portal/shared/platform';
import { readListFilters } from '../lib/list-filters';
import { listGameOf } from '../lib/tournament-paths';
import { tournamentDetailQueryOptions } from './tournament-detail';
import { tournamentListQueryOptions } from './tournament-list';

/** A tournament list's first page of cards, with the filters and page of the URL (as the page reads them). */
export const prefetchTournamentList =
  (routeId: PortalRouteId): RoutePrefetch =>
  (queryClient, { search }) => {
    const game = listGameOf(routeId);
    const { status, division, page } = readListFilters(search, game);
    return queryClient.prefetchQuery(tournamentListQueryOptions({ game, status, division, page }));
  };

/** A tournament page's tournament (a private one with the ?hash= of the URL). */
export const prefetchTournamentDetail: RoutePrefetch = (queryClient, { params, search }) =>
  params.slug ? queryClient.prefetchQuery(tournamentDetailQueryOptions(params.slug, search.get('hash'))) : Promise.resolve();
