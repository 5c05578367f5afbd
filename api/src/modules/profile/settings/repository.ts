import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { countries, socialAccounts, timezones, users } from '../../../db/schema';

/** Queries of the profile settings. Usernames and slugs are unique without regard to case. */
export const lockUser = async (tx: Queryable, userId: number) => (await tx.select().from(users).where(eq(users.id, userId)).for('update'))[0] ?? null;

export const usernameTakenByOther = async (db: Queryable, username: string, userId: number) =>
  (await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId))).limit(1)).length > 0;

export const slugTakenByOther = async (db: Queryable, slug: string, userId: number) =>
  (await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.slug}) = ${slug.toLowerCase()}`, ne(users.id, userId))).limit(1)).length > 0;

export const countryExists = async (db: Queryable, id: number) => (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id))).length > 0;

export const timezoneExists = async (db: Queryable, name: string) => (await db.select({ id: timezones.id }).from(timezones).where(eq(timezones.name, name))).length > 0;

export const passwordHashOf = async (db: Queryable, userId: number) => (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash ?? null;

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** The providers of the user's linked accounts (a Telegram one lets match times go to Telegram). */
export const socialProvidersOf = async (db: Queryable, userId: number) => db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.userId, userId));
