import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, type QueryParams, useQuery } from '@portal/shared/api-client';
import { GAMES, PAGINATION_PER_PAGE, type DivisionSlug, type TournamentStatusCode } from '@portal/shared/constants';
import { API_PATHS, type TournamentSummary } from '@portal/shared/contracts';
import type { ListGame } from '../lib/list-filters';
import { tournamentKeys } from './query-keys';

/** GET /v1/client/tournament: one page of the list, filtered by game, status and division. */
export interface TournamentListParams {
  game: ListGame;
  status: TournamentStatusCode | null;
  division: DivisionSlug | null;
  page: number;
}

/** The list call's query string (TournamentListQuerySchema): page, per_page 10, and the filters that are set. */
export function tournamentListQuery({ game, status, division, page }: TournamentListParams): QueryParams {
  return {
    page,
    per_page: PAGINATION_PER_PAGE,
    game: game ? GAMES[game].slug : undefined,
    status: status ?? undefined,
    division: division ?? undefined,
  };
}

export const tournamentListQueryOptions = (params: TournamentListParams) =>
  apiPageQueryOptions<TournamentSummary>(tournamentKeys.list(params), API_PATHS.tournaments, tournamentListQuery(params));

/** The list page by page; the previous page stays on screen while the next one loads. */
export function useTournamentList(params: TournamentListParams) {
  return useQuery({ ...tournamentListQueryOptions(params), placeholderData: keepPreviousData });
}
