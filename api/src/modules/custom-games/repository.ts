import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customGamePlayers, customGames } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** Custom rooms with their fill, host and whether the caller joined; joins and leaves. */
export interface RoomRow {
  id: number;
  title: string;
  mode: string;
  start_time: string;
  slots: number;
  taken: number;
  joined: boolean;
  room_id: string;
  room_password: string;
  game_id: number;
  game_name: string;
  game_slug: string;
  host_id: number;
  host_username: string;
  host_slug: string | null;
  host_avatar_original_url: string | null;
  host_avatar_webp_url: string | null;
  host_avatar_small_webp_url: string | null;
}

const columns = (viewerId: number | null) => sql`r.id, r.title, r.mode, ${isoUtc(sql`r.start_time`)} as start_time, r.slots, r.room_id, r.room_password,
  (select count(*)::int from custom_game_players p where p.custom_game_id = r.id) as taken,
  ${viewerId === null ? sql`false` : sql`exists (select 1 from custom_game_players p where p.custom_game_id = r.id and p.user_id = ${viewerId})`} as joined,
  g.id as game_id, g.name as game_name, g.slug as game_slug,
  u.id as host_id, u.username as host_username, u.slug as host_slug,
  u.avatar_original_url as host_avatar_original_url, u.avatar_webp_url as host_avatar_webp_url, u.avatar_small_webp_url as host_avatar_small_webp_url`;
const from = sql`from custom_games r join games g on g.id = r.game_id join users u on u.id = r.host_id`;

/** Rooms that start from `since` on (recently started ones stay listed a while), soonest first. */
export async function listRooms(db: Queryable, q: { viewerId: number | null; gameId?: number; since: Date; limit: number; offset: number }): Promise<{ rows: RoomRow[]; total: number }> {
  const where = sql`r.start_time >= ${q.since.toISOString()}${q.gameId === undefined ? sql`` : sql` and r.game_id = ${q.gameId}`}`;
  const rows = await selectRows<RoomRow>(db, sql`select ${columns(q.viewerId)} ${from} where ${where} order by r.start_time asc, r.id asc limit ${q.limit} offset ${q.offset}`);
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from custom_games r where ${where}`);
  return { rows, total: count?.total ?? 0 };
}

export async function roomById(db: Queryable, id: number, viewerId: number | null): Promise<RoomRow | null> {
  const [row] = await selectRows<RoomRow>(db, sql`select ${columns(viewerId)} ${from} where r.id = ${id}`);
  return row ?? null;
}

/** Locks the room row until the transaction ends (joins of one room run one by one). */
export async function lockRoom(db: Queryable, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from custom_games where id = ${id} for update`);
  return rows.length > 0;
}

export async function insertRoom(db: Queryable, values: typeof customGames.$inferInsert): Promise<number> {
  const [row] = await db.insert(customGames).values(values).returning({ id: customGames.id });
  if (!row) throw new Error('room not written');
  return row.id;
}

export async function addPlayer(db: Queryable, gameId: number, userId: number): Promise<void> {
  await db.insert(customGamePlayers).values({ gameId, userId }).onConflictDoNothing();
}

export async function removePlayer(db: Queryable, gameId: number, userId: number): Promise<void> {
  await db.delete(customGamePlayers).where(and(eq(customGamePlayers.gameId, gameId), eq(customGamePlayers.userId, userId)));
}
