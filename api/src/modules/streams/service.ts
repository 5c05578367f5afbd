import type { ApiPage, Stream } from '@portal/shared/contracts';
import type { StreamListQuery } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import { findStream, listStreams, type StreamRow } from './repository';

/** Streams of /watch: live first, then recent; one stream for its player page. */
export function toStream(row: StreamRow): Stream {
  return {
    id: row.id,
    title: row.title,
    platform: row.platform,
    channel_url: row.channel_url,
    embed_id: row.embed_id,
    is_live: row.is_live,
    viewers_count: row.viewers_count,
    started_at: row.started_at,
    ended_at: row.ended_at,
    game: row.game_id !== null && row.game_name !== null && row.game_slug !== null ? { id: row.game_id, name: row.game_name, slug: row.game_slug } : null,
    tournament: row.tournament_id !== null && row.tournament_name !== null && row.tournament_slug !== null ? { id: row.tournament_id, name: row.tournament_name, slug: row.tournament_slug } : null,
    streamer: {
      id: row.user_id,
      username: row.username,
      slug: row.user_slug,
      avatar: row.avatar_original_url || row.avatar_webp_url || row.avatar_small_webp_url ? { original_url: row.avatar_original_url, webp: row.avatar_webp_url, small_webp: row.avatar_small_webp_url } : null,
    },
  };
}

export async function streamsPage(db: Queryable, query: StreamListQuery): Promise<ApiPage<Stream>> {
  const { rows, total } = await listStreams(db, { gameId: query.game, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data: rows.map(toStream), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

export async function stream(db: Queryable, id: number): Promise<Stream> {
  const row = await findStream(db, id);
  if (!row) throw notFound('errors.stream_not_found');
  return toStream(row);
}
