import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { gameFields, gameProfiles, games } from '../../../db/schema';

/** Queries of game accounts (game_profiles) and of the games with their fields. */
export type GameAccountRow = typeof gameProfiles.$inferSelect;
export type GameAccountValues = Pick<
  typeof gameProfiles.$inferInsert,
  'nick' | 'gameAccountId' | 'aboutMe' | 'experience' | 'teamMemberRoles' | 'teamSpeak' | 'keybind' | 'sensitivity' | 'highlights' | 'device'
>;

export const activeGames = (db: Queryable) => db.select().from(games).where(eq(games.isActive, true)).orderBy(asc(games.sortOrder), asc(games.id));

export const fieldsOfGames = (db: Queryable, gameIds: number[]) =>
  gameIds.length === 0 ? Promise.resolve([]) : db.select().from(gameFields).where(inArray(gameFields.gameId, gameIds)).orderBy(asc(gameFields.gameId), asc(gameFields.sortOrder));

export const accountsOfUsers = (db: Queryable, userIds: number[]) =>
  userIds.length === 0 ? Promise.resolve([]) : db.select().from(gameProfiles).where(inArray(gameProfiles.userId, userIds)).orderBy(asc(gameProfiles.gameId), asc(gameProfiles.id));

export const findAccount = async (db: Queryable, id: number) => (await db.select().from(gameProfiles).where(eq(gameProfiles.id, id)).for('update'))[0] ?? null;

export const accountOfGame = async (db: Queryable, userId: number, gameId: number) =>
  (await db.select({ id: gameProfiles.id }).from(gameProfiles).where(and(eq(gameProfiles.userId, userId), eq(gameProfiles.gameId, gameId))))[0] ?? null;

/** Whether another account of the game has the in-game id (an in-game id belongs to one player). */
export const inGameIdTaken = async (db: Queryable, gameId: number, gameAccountId: string, exceptId: number | null) =>
  (
    await db
      .select({ id: gameProfiles.id })
      .from(gameProfiles)
      .where(and(eq(gameProfiles.gameId, gameId), eq(gameProfiles.gameAccountId, gameAccountId), exceptId === null ? undefined : ne(gameProfiles.id, exceptId)))
      .limit(1)
  ).length > 0;

export async function insertAccount(db: Queryable, userId: number, gameId: number, values: GameAccountValues): Promise<GameAccountRow> {
  const [row] = await db.insert(gameProfiles).values({ userId, gameId, ...values }).returning();
  if (!row) throw new Error('game profile insert returned nothing');
  return row;
}

export async function updateAccount(db: Queryable, id: number, values: GameAccountValues, now: Date): Promise<GameAccountRow> {
  const [row] = await db.update(gameProfiles).set({ ...values, updatedAt: now }).where(eq(gameProfiles.id, id)).returning();
  if (!row) throw new Error('game profile update returned nothing');
  return row;
}

export async function deleteAccount(db: Queryable, id: number): Promise<void> {
  await db.delete(gameProfiles).where(eq(gameProfiles.id, id));
}
