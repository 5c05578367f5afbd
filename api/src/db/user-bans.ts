import { eq } from 'drizzle-orm';
import type { Queryable } from './client';
import { userBans } from './schema';

/** Every ban of a player, lifted and expired ones included (the shared ban rules decide what is in force). */
export async function bansOf(db: Queryable, userId: number) {
  return db.select({ scope: userBans.scope, startsAt: userBans.startsAt, expiresAt: userBans.expiresAt, liftedAt: userBans.liftedAt }).from(userBans).where(eq(userBans.userId, userId));
}
