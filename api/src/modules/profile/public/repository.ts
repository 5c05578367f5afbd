import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { countries, games, rewards, teamMembers, teamRoles, teams, userRewards, users } from '../../../db/schema';

/** Queries of the public profile and the awards. */
export const userById = async (db: Queryable, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;
export const userBySlug = async (db: Queryable, slug: string) => (await db.select().from(users).where(eq(users.slug, slug)))[0] ?? null;
export const countryById = async (db: Queryable, id: number) => (await db.select().from(countries).where(eq(countries.id, id)))[0] ?? null;

/** The teams a player is a member of, with the game, the player's role and the member count. */
export const teamsOfUser = (db: Queryable, userId: number) =>
  db
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      logo: sql<string | null>`coalesce(${teams.logoWebpUrl}, ${teams.logoUrl})`,
      gameId: games.id,
      gameName: games.name,
      gameSlug: games.slug,
      role: teamRoles.code,
      membersCount: sql<number>`(select count(*)::int from team_members m where m.team_id = ${teams.id})`,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(games, eq(games.id, teams.gameId))
    .innerJoin(teamRoles, eq(teamRoles.id, teamMembers.roleId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id));

/** Every award with the moment the player achieved it (null when not achieved). */
export const awardsOfUser = (db: Queryable, userId: number) =>
  db
    .select({ reward: rewards, achievedAt: userRewards.achievedAt })
    .from(rewards)
    .leftJoin(userRewards, and(eq(userRewards.rewardId, rewards.id), eq(userRewards.userId, userId)))
    .orderBy(asc(rewards.sortOrder), asc(rewards.id));
