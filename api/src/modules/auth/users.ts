import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countries, phones, roles, userRoles, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { uniqueViolation } from '../../db/unique-violation';
import { slugBase } from './slug';

/**
 * Accounts: lookups by e-mail and phone, and creation with a unique slug and the player role. E-mail and
 * username are unique without regard to case (the database's indexes hold the last word).
 */
export const findUserByEmail = async (db: Queryable, email: string) =>
  (await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1))[0] ?? null;

export const findUserByPhone = async (db: Queryable, phone: string) =>
  (
    await db
      .select({ id: users.id, passwordHash: users.passwordHash, messenger: phones.messenger })
      .from(phones)
      .innerJoin(users, eq(users.id, phones.userId))
      .where(eq(phones.phone, phone))
      .limit(1)
  )[0] ?? null;

export const isPhoneTaken = async (db: Queryable, phone: string, exceptUserId?: number) =>
  (await db.select({ userId: phones.userId }).from(phones).where(eq(phones.phone, phone)).limit(1)).some((row) => row.userId !== exceptUserId);

const usernameTaken = async (db: Queryable, username: string) =>
  (await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1)).length > 0;

/** A slug for a new user: the name's Latin form, made unique with -2, -3, ... */
export async function uniqueSlug(db: Queryable, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = new Set(
    (await db.select({ slug: users.slug }).from(users).where(sql`lower(${users.slug}) = ${base} or lower(${users.slug}) like ${`${base}-%`}`)).map((r) => r.slug?.toLowerCase()),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** For accounts made by a provider: the provider's name, made unique with a number when taken. */
export async function freeUsername(db: Queryable, wanted: string): Promise<string> {
  const clean = wanted.replace(/\s+/g, ' ').trim().slice(0, 40);
  const base = clean.length >= 2 ? clean : `player${clean}`;
  if (!(await usernameTaken(db, base))) return base;
  for (let n = 2; ; n += 1) if (!(await usernameTaken(db, `${base} ${n}`))) return `${base} ${n}`;
}

async function playerRoleId(db: Queryable): Promise<number> {
  await db.insert(roles).values({ name: 'player' }).onConflictDoNothing();
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'player'));
  if (!row) throw new Error('the player role is missing');
  return row.id;
}

export interface NewUser {
  username: string;
  email: string | null;
  emailVerified?: boolean;
  passwordHash: string | null;
  birthday?: string | null;
  countryId?: number | null;
  locale: string;
}

/**
 * Creates a user with the player role (inside the caller's transaction). A taken username or e-mail is a
 * 422 on that field; registration tells the person, as any sign-up must (rate-limited per address).
 */
export async function createUser(db: Queryable, input: NewUser, now = new Date()): Promise<number> {
  const errors: Record<string, string[]> = {};
  if (await usernameTaken(db, input.username)) errors.username = ['auth.username_taken'];
  if (input.email && (await findUserByEmail(db, input.email))) errors.email = ['auth.email_taken'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'errors.validation_failed', errors);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      slug: await uniqueSlug(db, input.username),
      email: input.email,
      emailVerifiedAt: input.email && input.emailVerified ? now : null,
      passwordHash: input.passwordHash,
      birthday: input.birthday ?? null,
      countryId: input.countryId ?? null,
      locale: input.locale,
      lastLoginAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  await db.insert(userRoles).values({ userId: row.id, roleId: await playerRoleId(db) });
  return row.id;
}

/** Whether a country id exists (registration sends country_id 1; a database without countries ignores it). */
export async function knownCountryId(db: Queryable, countryId: number): Promise<number | null> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row?.id ?? null;
}

/**
 * Turns a unique violation that slipped past the checks (two sign-ups at once) into the field error the
 * checks give; rethrows anything else.
 */
export function uniqueViolationField(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  if (constraint.includes('email')) throw new HttpError(422, 'errors.validation_failed', { email: ['auth.email_taken'] });
  if (constraint.includes('username')) throw new HttpError(422, 'errors.validation_failed', { username: ['auth.username_taken'] });
  if (constraint.includes('phone')) throw new HttpError(409, 'auth.exist_user_by_phone');
  throw new HttpError(409, 'registration_page.error_occurred');
}
