import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tournamentComments, userBans } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** Tournament comments: threads a page at a time with their answers, a comment's facts, writes. */
export interface CommentRow {
  id: number;
  parent_id: number | null;
  content: string;
  created_at: string;
  user_id: number;
  username: string;
  slug: string | null;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
}

const columns = sql`c.id, c.parent_id, c.content, ${isoUtc(sql`c.created_at`)} as created_at, u.id as user_id, u.username, u.slug,
  u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url`;

/** Threads newest first. */
export async function threadsOf(db: Queryable, tournamentId: number, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: CommentRow[]; total: number }> {
  const where = sql`c.tournament_id = ${tournamentId} and c.parent_id is null and c.deleted_at is null`;
  const rows = await selectRows<CommentRow>(db, sql`select ${columns} from tournament_comments c join users u on u.id = c.user_id where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`);
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from tournament_comments c where ${where}`);
  return { rows, total: count?.total ?? 0 };
}

/** The answers of the given threads, oldest first. */
export async function repliesOf(db: Queryable, threadIds: readonly number[]): Promise<CommentRow[]> {
  if (threadIds.length === 0) return [];
  return selectRows<CommentRow>(
    db,
    sql`select ${columns} from tournament_comments c join users u on u.id = c.user_id
        where c.parent_id in (${sql.join(
          threadIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and c.deleted_at is null order by c.created_at asc, c.id asc`,
  );
}

export async function commentRow(db: Queryable, id: number): Promise<CommentRow | null> {
  const [row] = await selectRows<CommentRow>(db, sql`select ${columns} from tournament_comments c join users u on u.id = c.user_id where c.id = ${id}`);
  return row ?? null;
}

export async function commentFacts(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: tournamentComments.id, tournamentId: tournamentComments.tournamentId, userId: tournamentComments.userId, parentId: tournamentComments.parentId, deletedAt: tournamentComments.deletedAt })
    .from(tournamentComments)
    .where(eq(tournamentComments.id, id));
  return row ?? null;
}

export async function bansOf(db: Queryable, userId: number) {
  return db.select({ scope: userBans.scope, startsAt: userBans.startsAt, expiresAt: userBans.expiresAt, liftedAt: userBans.liftedAt }).from(userBans).where(eq(userBans.userId, userId));
}

export async function insertComment(db: Queryable, values: { tournamentId: number; userId: number; parentId: number | null; content: string }): Promise<number> {
  const [row] = await db.insert(tournamentComments).values(values).returning({ id: tournamentComments.id });
  if (!row) throw new Error('comment not written');
  return row.id;
}

/** A removed thread takes its answers with it. */
export async function softDelete(db: Queryable, tournamentId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(tournamentComments)
    .set({ deletedAt: new Date() })
    .where(and(eq(tournamentComments.tournamentId, tournamentId), sql`(${tournamentComments.id} = ${id} or ${tournamentComments.parentId} = ${id})`, sql`${tournamentComments.deletedAt} is null`))
    .returning({ id: tournamentComments.id });
  return rows.length > 0;
}
