import type { ApiPage, Stream } from '@portal/shared/contracts';
import { isStaff, pickLocalizedText } from '@portal/shared/domain';
import type { Locale } from '@portal/shared/constants';
import type { StreamListQuery, StreamStartOutput } from '@portal/shared/schemas';
import { STREAMER_MESSAGES } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import type { AuthUser } from '../../sessions/bearer';
import { endLiveStream, findStream, insertLiveStream, listStreams, streamOwner, tournamentOfGame, type StreamRow } from './repository';

/** Streams of /watch: live first, then recent; one stream for its player page. */
export function toStream(row: StreamRow, locale: Locale): Stream {
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
    tournament: row.tournament_id !== null && row.tournament_name !== null && row.tournament_slug !== null ? { id: row.tournament_id, name: pickLocalizedText(row.tournament_name, row.tournament_name_i18n, locale), slug: row.tournament_slug } : null,
    streamer: {
      id: row.user_id,
      username: row.username,
      slug: row.user_slug,
      avatar: row.avatar_original_url || row.avatar_webp_url || row.avatar_small_webp_url ? { original_url: row.avatar_original_url, webp: row.avatar_webp_url, small_webp: row.avatar_small_webp_url } : null,
    },
  };
}

export async function streamsPage(db: Queryable, query: StreamListQuery, locale: Locale): Promise<ApiPage<Stream>> {
  const { rows, total } = await listStreams(db, { gameId: query.game, userId: query.streamer, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data: rows.map((row) => toStream(row, locale)), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

export async function stream(db: Queryable, id: number, locale: Locale): Promise<Stream> {
  const row = await findStream(db, id);
  if (!row) throw notFound('errors.stream_not_found');
  return toStream(row, locale);
}

/**
 * An approved streamer (the streamer role, granted when staff approve the application) goes live: one live
 * stream at a time (409 for a second); the tournament it covers, when named, must be a published one of
 * the stream's game.
 */
export async function goLive(db: Queryable, user: AuthUser, input: StreamStartOutput, locale: Locale): Promise<Stream> {
  if (!user.roles.includes('streamer')) throw forbidden('errors.stream_not_streamer');
  if (input.tournament_id !== null && !(await tournamentOfGame(db, input.tournament_id, input.game_id))) {
    throw validationFailed({ tournament_id: [STREAMER_MESSAGES.stream_tournament] });
  }
  const id = await insertLiveStream(db, {
    userId: user.id,
    title: input.title,
    platform: input.url.platform,
    channelUrl: input.url.url,
    embedId: input.url.embed_id,
    gameId: input.game_id,
    tournamentId: input.tournament_id,
  });
  if (id === null) throw new HttpError(409, 'errors.stream_already_live');
  return stream(db, id, locale);
}

/** Refuses (403/404) a caller who may not end stream `id`: its streamer and staff may. */
export async function assertCanEnd(db: Queryable, id: number, user: AuthUser): Promise<void> {
  const owner = await streamOwner(db, id);
  if (owner === null) throw notFound('errors.stream_not_found');
  if (owner !== user.id && !isStaff(user.roles)) throw forbidden();
}

/** The end-stream modal's call: the stream leaves "live now" for "recent". */
export async function endStream(db: Queryable, id: number, user: AuthUser, locale: Locale): Promise<Stream> {
  await assertCanEnd(db, id, user);
  if (!(await endLiveStream(db, id))) throw new HttpError(409, 'errors.stream_already_ended');
  return stream(db, id, locale);
}
