import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { games, ratingSeasons, teams } from '../../db/schema';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import type { LocalizedText } from '../../db/schema/reference';

/** Rating reads: teams of a board page, seasons, the personal board. */
export interface TeamRow {
  id: number;
  name: string;
  slug: string;
  gameId: number;
  logoUrl: string | null;
  logoWebpUrl: string | null;
  logoSmallWebpUrl: string | null;
}

const teamColumns = { id: teams.id, name: teams.name, slug: teams.slug, gameId: teams.gameId, logoUrl: teams.logoUrl, logoWebpUrl: teams.logoWebpUrl, logoSmallWebpUrl: teams.logoSmallWebpUrl };

export async function teamsByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, TeamRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(teamColumns).from(teams).where(inArray(teams.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function teamBySlug(db: Queryable, gameId: number, slug: string): Promise<TeamRow | null> {
  const [row] = await db.select(teamColumns).from(teams).where(and(eq(teams.slug, slug), eq(teams.gameId, gameId), isNull(teams.deletedAt)));
  return row ?? null;
}

export interface SeasonRow {
  id: number;
  slug: string;
  name: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  isCurrent: boolean;
}

export async function seasonsOf(db: Queryable, gameId: number): Promise<SeasonRow[]> {
  return db
    .select({ id: ratingSeasons.id, slug: ratingSeasons.slug, name: ratingSeasons.name, startsAt: ratingSeasons.startsAt, endsAt: ratingSeasons.endsAt, isCurrent: ratingSeasons.isCurrent })
    .from(ratingSeasons)
    .where(eq(ratingSeasons.gameId, gameId))
    .orderBy(sql`${ratingSeasons.startsAt} desc`);
}

export interface PlayerRow {
  position: number;
  user_id: number;
  username: string;
  slug: string | null;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
  rating: number;
  kills: number;
  deaths: number;
  matches: number;
}

/** The all-time player board of a game (player_ratings without season). */
export async function playerBoard(db: Queryable, gameId: number, limit: number, offset: number): Promise<{ rows: PlayerRow[]; total: number }> {
  const rows = await selectRows<PlayerRow>(
    db,
    sql`select r.position, u.id as user_id, u.username, u.slug, u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url, r.rating, r.kills, r.deaths, r.matches
        from player_ratings r join users u on u.id = r.user_id
        where r.game_id = ${gameId} and r.season_id is null
        order by r.position, r.id limit ${limit} offset ${offset}`,
  );
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from player_ratings where game_id = ${gameId} and season_id is null`);
  return { rows, total: count?.n ?? 0 };
}

export async function gameRef(db: Queryable, gameId: number): Promise<{ id: number; name: string; slug: string } | null> {
  const [row] = await db.select({ id: games.id, name: games.name, slug: games.slug }).from(games).where(eq(games.id, gameId));
  return row ?? null;
}
