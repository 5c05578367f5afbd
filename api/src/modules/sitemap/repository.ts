import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsPosts, teams, tournaments } from '../../db/schema';

/** Published tournaments that are listed (not private), newest change first. */
export function listedTournaments(db: Queryable) {
  return db
    .select({ slug: tournaments.slug, updatedAt: tournaments.updatedAt })
    .from(tournaments)
    .where(and(eq(tournaments.isPublished, true), isNull(tournaments.accessHash)))
    .orderBy(desc(tournaments.updatedAt));
}

/** Published news posts, newest first. */
export function publishedPosts(db: Queryable, now: Date) {
  return db
    .select({ slug: newsPosts.slug, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(and(eq(newsPosts.status, 'published'), lte(newsPosts.publishedAt, now)))
    .orderBy(desc(newsPosts.publishedAt));
}

/** Teams not deleted (each has a public page). */
export function publicTeams(db: Queryable) {
  return db.select({ slug: teams.slug, updatedAt: teams.updatedAt }).from(teams).where(isNull(teams.deletedAt)).orderBy(desc(teams.updatedAt));
}
