import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPageQueryOptions, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Stream, type TournamentSummary } from '@portal/shared/contracts';
import type { RequestBodies, StreamStartInput } from '@portal/shared/schemas';
import { streamKeys } from './streams';

/** Query keys of a streamer's own streams and of the tournaments a stream may cover. */
export const broadcastKeys = {
  mine: (userId: number) => [...streamKeys.all, 'streamer', userId] as const,
  tournaments: (game: string) => ['tournaments', 'for-stream', game] as const,
};

/** GET /v1/client/streams?streamer={id}&per_page=1: the streamer's newest stream (live first). */
export const myLatestStreamQueryOptions = (userId: number) => apiPageQueryOptions<Stream>(broadcastKeys.mine(userId), API_PATHS.streams, { streamer: userId, per_page: 1 });

export function useMyLiveStream(userId: number | null) {
  return useQuery({ ...myLatestStreamQueryOptions(userId ?? 0), enabled: userId !== null, select: (page) => page.data.find((s) => s.is_live) ?? null });
}

/** GET /v1/client/tournament?game=: the tournaments a new stream may cover (the newest first). */
export const streamTournamentsQueryOptions = (game: string) => apiPageQueryOptions<TournamentSummary>(broadcastKeys.tournaments(game), API_PATHS.tournaments, { game, per_page: 30 });

export function useStreamTournaments(game: string) {
  return useQuery({ ...streamTournamentsQueryOptions(game), enabled: game !== '' });
}

/** POST /v1/client/streams: go live. */
export const goLive = (input: StreamStartInput) => post<Stream>(API_PATHS.streams, input);
/** POST /v1/client/streams/{id}/end: the end-stream modal's call. */
export const endStream = (id: number) => post<Stream>(API_PATHS.streamEnd(id), {} satisfies RequestBodies['streamEnd']);

/** Both change what /watch lists: every stream query is read again. */
export function useGoLive() {
  const client = useQueryClient();
  return useMutation({ mutationFn: goLive, onSuccess: () => client.invalidateQueries({ queryKey: streamKeys.all }) });
}

export function useEndStream() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endStream, onSuccess: () => client.invalidateQueries({ queryKey: streamKeys.all }) });
}
