import { and, eq, sql } from 'drizzle-orm';
import { roles, streamerApplications, userRoles } from '../../db/schema';
import type { Queryable } from '../../db/client';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** Streamer applications (docs/spec.md sections 3 and 7): one per player, reviewed by staff. */
export interface StreamerRow {
  id: number;
  channel: string;
  telegram: string;
  followers_count: number;
  status: string;
  review_note: string | null;
  created_at: string;
  reviewed_at: string | null;
  user_id: number;
  username: string;
  slug: string | null;
}

const columns = sql`a.id, a.channel, a.telegram, a.followers_count, a.status, a.review_note, ${isoUtc(sql`a.created_at`)} as created_at,
  case when a.reviewed_at is null then null else ${isoUtc(sql`a.reviewed_at`)} end as reviewed_at, u.id as user_id, u.username, u.slug`;

export async function listStreamers(db: Queryable, { status, limit, offset }: { status: string | null; limit: number; offset: number }): Promise<{ rows: StreamerRow[]; total: number }> {
  const where = status === null ? sql`true` : sql`a.status = ${status}`;
  const rows = await selectRows<StreamerRow>(db, sql`select ${columns} from streamer_applications a join users u on u.id = a.user_id where ${where} order by a.followers_count desc, a.id limit ${limit} offset ${offset}`);
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from streamer_applications a where ${where}`);
  return { rows, total: count?.n ?? 0 };
}

export async function findStreamer(db: Queryable, where: { id: number } | { userId: number }): Promise<StreamerRow | null> {
  const condition = 'id' in where ? sql`a.id = ${where.id}` : sql`a.user_id = ${where.userId}`;
  const [row] = await selectRows<StreamerRow>(db, sql`select ${columns} from streamer_applications a join users u on u.id = a.user_id where ${condition}`);
  return row ?? null;
}

/** One application per player: the unique key refuses a second (null), also when two arrive at once. */
export async function insertApplication(db: Queryable, values: { userId: number; channel: string; telegram: string; followersCount: number }): Promise<number | null> {
  const [row] = await db.insert(streamerApplications).values(values).onConflictDoNothing().returning({ id: streamerApplications.id });
  return row?.id ?? null;
}

export async function updateApplication(db: Queryable, id: number, values: Partial<typeof streamerApplications.$inferInsert>): Promise<void> {
  await db.update(streamerApplications).set(values).where(eq(streamerApplications.id, id));
}

export async function deleteApplication(db: Queryable, id: number): Promise<void> {
  await db.delete(streamerApplications).where(eq(streamerApplications.id, id));
}

/** The streamer role follows the review: granted on approval, taken back otherwise. */
export async function setStreamerRole(db: Queryable, userId: number, granted: boolean): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'streamer'));
  if (!role) return;
  if (granted) await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
  else await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
}
