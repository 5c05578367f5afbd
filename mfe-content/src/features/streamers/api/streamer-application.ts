import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Streamer } from '@portal/shared/contracts';
import type { StreamerApplicationInput } from '@portal/shared/schemas';

/** Query keys of the streamer application calls. */
export const streamerKeys = { mine: (userId: number) => ['streamers', 'mine', userId] as const };

/** GET /v1/client/streamers/mine: the signed-in player's application, or null. */
export const myStreamerQueryOptions = (userId: number) => apiQueryOptions<Streamer | null>(streamerKeys.mine(userId), API_PATHS.myStreamerApplication);

export function useMyStreamerApplication(userId: number | null) {
  return useQuery({ ...myStreamerQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** POST /v1/client/streamers: channel, telegram, followers_count. */
export const applyAsStreamer = (input: StreamerApplicationInput) => post<Streamer>(API_PATHS.streamers, input);

export function useApplyAsStreamer(userId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyAsStreamer, onSuccess: (created) => client.setQueryData(streamerKeys.mine(userId), created) });
}
