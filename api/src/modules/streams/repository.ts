import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { TextByLocale } from '@portal/shared/domain';
import { streams, tournaments } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** Stream reads: live streams first (most viewers first), then ended ones (newest first). */
export interface StreamRow {
  id: number;
  title: string;
  platform: string;
  channel_url: string;
  embed_id: string;
  is_live: boolean;
  viewers_count: number;
  started_at: string | null;
  ended_at: string | null;
  game_id: number | null;
  game_name: string | null;
  game_slug: string | null;
  tournament_id: number | null;
  tournament_name: string | null;
  /** The tournament's name in other languages (the request's language picks, shared pickLocalizedText). */
  tournament_name_i18n: TextByLocale | null;
  tournament_slug: string | null;
  user_id: number;
  username: string;
  user_slug: string | null;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
}

const columns = sql`s.id, s.title, s.platform, s.channel_url, s.embed_id, s.is_live, s.viewers_count,
  case when s.started_at is null then null else ${isoUtc(sql`s.started_at`)} end as started_at,
  case when s.ended_at is null then null else ${isoUtc(sql`s.ended_at`)} end as ended_at,
  g.id as game_id, g.name as game_name, g.slug as game_slug, t.id as tournament_id, t.name as tournament_name, t.name_i18n as tournament_name_i18n, t.slug as tournament_slug,
  u.id as user_id, u.username, u.slug as user_slug, u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url`;
const from = sql`from streams s join users u on u.id = s.user_id left join games g on g.id = s.game_id left join tournaments t on t.id = s.tournament_id and t.is_published and t.access_hash is null`;

export async function listStreams(db: Queryable, { gameId, userId, limit, offset }: { gameId?: number; userId?: number; limit: number; offset: number }): Promise<{ rows: StreamRow[]; total: number }> {
  const where = sql`${gameId === undefined ? sql`true` : sql`s.game_id = ${gameId}`} and ${userId === undefined ? sql`true` : sql`s.user_id = ${userId}`}`;
  const rows = await selectRows<StreamRow>(
    db,
    sql`select ${columns} ${from} where ${where}
        order by s.is_live desc, case when s.is_live then s.viewers_count end desc nulls last, coalesce(s.ended_at, s.started_at, s.created_at) desc, s.id desc
        limit ${limit} offset ${offset}`,
  );
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from streams s where ${where}`);
  return { rows, total: count?.n ?? 0 };
}

export async function findStream(db: Queryable, id: number): Promise<StreamRow | null> {
  const [row] = await selectRows<StreamRow>(db, sql`select ${columns} ${from} where s.id = ${id}`);
  return row ?? null;
}

/** A streamer's new live stream; null when they are live already (one live stream per streamer, also under concurrent calls). */
export async function insertLiveStream(
  db: Queryable,
  values: { userId: number; title: string; platform: string; channelUrl: string; embedId: string; gameId: number; tournamentId: number | null },
): Promise<number | null> {
  const [row] = await db
    .insert(streams)
    .values({ ...values, isLive: true, viewersCount: 0, startedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: streams.id });
  return row?.id ?? null;
}

/** Whether a published public tournament of that game exists (a stream covers it; a private one is never linked from the public streams). */
export async function tournamentOfGame(db: Queryable, tournamentId: number, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.gameId, gameId), eq(tournaments.isPublished, true), isNull(tournaments.accessHash)));
  return row !== undefined;
}

/** Ends a live stream; false when it was not live (ended already, or ended by a concurrent call). */
export async function endLiveStream(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(streams)
    .set({ isLive: false, viewersCount: 0, endedAt: new Date() })
    .where(and(eq(streams.id, id), eq(streams.isLive, true)))
    .returning({ id: streams.id });
  return rows.length > 0;
}

export async function streamOwner(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.select({ userId: streams.userId }).from(streams).where(eq(streams.id, id));
  return row?.userId ?? null;
}
