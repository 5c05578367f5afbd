import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMIT } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';

/**
 * Name search: lower(name) LIKE '%term%' is served by the trigram GIN indexes (users_username_trgm_idx,
 * teams_name_trgm_idx); names equal to the term come first, then names starting with it, then shorter names.
 */
export const playersQuery = (pattern: string, term: string): SQL =>
  sql`select u.id, u.username, u.slug, u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url
      from users u
      where lower(u.username) like ${pattern}
      order by (lower(u.username) = ${term}) desc, (lower(u.username) like ${`${term}%`}) desc, length(u.username), u.id
      limit ${SEARCH_LIMIT}`;

export const teamsQuery = (pattern: string, term: string): SQL =>
  sql`select t.id, t.name, t.slug, t.logo_url, t.logo_webp_url, t.logo_small_webp_url, g.id as game_id, g.name as game_name, g.slug as game_slug
      from teams t join games g on g.id = t.game_id
      where lower(t.name) like ${pattern} and t.deleted_at is null
      order by (lower(t.name) = ${term}) desc, (lower(t.name) like ${`${term}%`}) desc, length(t.name), t.id
      limit ${SEARCH_LIMIT}`;

/** Listed tournaments only (published, not private), as the tournament list shows them; the table is small. */
export const tournamentsQuery = (pattern: string, term: string): SQL =>
  sql`select t.id, t.name, t.slug, g.id as game_id, g.name as game_name, g.slug as game_slug
      from tournaments t join games g on g.id = t.game_id
      where lower(t.name) like ${pattern} and t.is_published and t.access_hash is null
      order by (lower(t.name) = ${term}) desc, (lower(t.name) like ${`${term}%`}) desc, t.start_time desc, t.id desc
      limit ${SEARCH_LIMIT}`;

export interface PlayerHit {
  id: number;
  username: string;
  slug: string | null;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
}

export interface TeamHit {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  logo_webp_url: string | null;
  logo_small_webp_url: string | null;
  game_id: number;
  game_name: string;
  game_slug: string;
}

export interface TournamentHit {
  id: number;
  name: string;
  slug: string;
  game_id: number;
  game_name: string;
  game_slug: string;
}

export const findTournaments = (db: Queryable, pattern: string, term: string) => selectRows<TournamentHit>(db, tournamentsQuery(pattern, term));
export const findPlayers = (db: Queryable, pattern: string, term: string) => selectRows<PlayerHit>(db, playersQuery(pattern, term));
export const findTeams = (db: Queryable, pattern: string, term: string) => selectRows<TeamHit>(db, teamsQuery(pattern, term));
