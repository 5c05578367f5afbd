import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Stream } from '@portal/shared/contracts';
import { streamKeys } from './streams';

/** GET /v1/client/streams/{id}: one stream for its player page. */
export const streamQueryOptions = (id: number) => apiQueryOptions<Stream>(streamKeys.one(id), API_PATHS.stream(id));

export function useStream(id: number) {
  return useQuery({ ...streamQueryOptions(id), retry: false, enabled: id > 0 });
}
