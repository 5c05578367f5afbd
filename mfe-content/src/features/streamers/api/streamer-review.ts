import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPageQueryOptions, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Streamer } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** Query keys of staff's review of streamer applications. */
export const streamerReviewKeys = { pending: ['streamers', 'pending'] as const };

/** GET /v1/client/streamers?status=pending (staff): the applications waiting for an answer. */
export const pendingStreamersQueryOptions = () => apiPageQueryOptions<Streamer>(streamerReviewKeys.pending, API_PATHS.streamers, { status: 'pending', per_page: 50 });

export function usePendingStreamers(enabled: boolean) {
  return useQuery({ ...pendingStreamersQueryOptions(), enabled });
}

/** POST /admin/streamers/{id}/approve|reject, with the reason of a rejection. */
export const reviewStreamer = ({ id, approve, note }: { id: number; approve: boolean; note: string | null }) =>
  post<Streamer>(approve ? API_PATHS.adminStreamerApprove(id) : API_PATHS.adminStreamerReject(id), { note } satisfies RequestBodies['adminStreamerApprove']);

export function useReviewStreamer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewStreamer, onSuccess: () => client.invalidateQueries({ queryKey: streamerReviewKeys.pending }) });
}
