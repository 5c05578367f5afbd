import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { TRANSFERS_PER_PAGE } from '@portal/shared/constants';
import { API_PATHS, type Transfer } from '@portal/shared/contracts';

/** GET /v1/client/transfers?game=&page=: the transfers feed, 10 per page. */
export const transfersQueryOptions = (game: string | null, page: number) =>
  apiPageQueryOptions<Transfer>(['transfers', game, page], API_PATHS.transfers, { page, per_page: TRANSFERS_PER_PAGE, ...(game ? { game } : {}) });

export function useTransfers(game: string | null, page: number) {
  return useQuery({ ...transfersQueryOptions(game, page), placeholderData: keepPreviousData });
}
