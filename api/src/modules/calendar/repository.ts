import { sql } from 'drizzle-orm';
import type { Locale } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** Queries of the calendar feeds: the feed links (token hashes) and a team's group games. */

export async function feedOf(db: Queryable, userId: number): Promise<{ created_at: string } | null> {
  const [row] = await selectRows<{ created_at: string }>(db, sql`select ${isoUtc(sql`created_at`)} as created_at from calendar_feeds where user_id = ${userId}`);
  return row ?? null;
}

/** The user a feed token hash belongs to, with the language their links are written in. */
export async function feedOwner(db: Queryable, tokenHash: string): Promise<{ user_id: number; locale: Locale } | null> {
  const [row] = await selectRows<{ user_id: number; locale: Locale }>(
    db,
    sql`select f.user_id, u.locale from calendar_feeds f join users u on u.id = f.user_id where f.token_hash = ${tokenHash}`,
  );
  return row ?? null;
}

/** Replaces the user's link (one row per user: the old hash is gone in the same statement). */
export async function replaceFeed(db: Queryable, userId: number, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

/** A team as its public page shows it (not deleted). */
export async function publicTeamBySlug(db: Queryable, slug: string): Promise<{ id: number; name: string } | null> {
  const [row] = await selectRows<{ id: number; name: string }>(db, sql`select id, name from teams where slug = ${slug} and deleted_at is null`);
  return row ?? null;
}

/** A team's stage teams placed in a group of a public tournament (published, no access hash), by game time. */
export async function teamGames(db: Queryable, teamId: number): Promise<{ stage_team_id: number; group_id: number }[]> {
  return selectRows(
    db,
    sql`select st.id as stage_team_id, st.group_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id
        join stage_groups g on g.id = st.group_id join stages s on s.id = st.stage_id join tournaments t on t.id = s.tournament_id
      where tt.team_id = ${teamId} and t.is_published and t.access_hash is null
      order by g.game_time, st.id`,
  );
}
