import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Stream } from '@portal/shared/contracts';

/** Query keys of the stream calls. */
export const streamKeys = {
  all: ['streams'] as const,
  list: (game: string | null, page: number) => [...streamKeys.all, 'list', game, page] as const,
  one: (id: number) => [...streamKeys.all, 'one', id] as const,
};

/** GET /v1/client/streams?game=&page=: live first, then recent. */
export const streamsQueryOptions = (game: string | null, page: number) => apiPageQueryOptions<Stream>(streamKeys.list(game, page), API_PATHS.streams, { page, ...(game ? { game } : {}) });

export function useStreams(game: string | null, page: number) {
  return useQuery({ ...streamsQueryOptions(game, page), placeholderData: keepPreviousData });
}
