import { and, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsPosts, roles, streams, teams, tournaments, userRoles, users } from '../../db/schema';

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

/** The portal's streamers (the streamer role) with a public profile address, newest change first. */
export function streamerProfiles(db: Queryable) {
  return db
    .select({ slug: users.slug, updatedAt: users.updatedAt })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, 'streamer'), isNotNull(users.slug)))
    .orderBy(desc(users.updatedAt));
}

/** Streams that have started (live or ended), newest first: each has its page /watch/{id}. */
export function startedStreams(db: Queryable) {
  return db.select({ id: streams.id, startedAt: streams.startedAt, endedAt: streams.endedAt }).from(streams).where(isNotNull(streams.startedAt)).orderBy(desc(streams.startedAt));
}
