import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { commentColumns, type CommentRow } from '../../db/comment-rows';
import { tournamentComments } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';

/** Tournament comments: threads a page at a time with their answers, a comment's facts, writes. */
export type { CommentRow };

/** Threads newest first. */
export async function threadsOf(db: Queryable, tournamentId: number, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: CommentRow[]; total: number }> {
  const where = sql`c.tournament_id = ${tournamentId} and c.parent_id is null and c.deleted_at is null`;
  const rows = await selectRows<CommentRow>(db, sql`select ${commentColumns} from tournament_comments c join users u on u.id = c.user_id where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`);
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from tournament_comments c where ${where}`);
  return { rows, total: count?.total ?? 0 };
}

/** The answers of the given threads, oldest first. */
export async function repliesOf(db: Queryable, threadIds: readonly number[]): Promise<CommentRow[]> {
  if (threadIds.length === 0) return [];
  return selectRows<CommentRow>(
    db,
    sql`select ${commentColumns} from tournament_comments c join users u on u.id = c.user_id
        where c.parent_id in (${sql.join(
          threadIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and c.deleted_at is null order by c.created_at asc, c.id asc`,
  );
}

export async function commentRow(db: Queryable, id: number): Promise<CommentRow | null> {
  const [row] = await selectRows<CommentRow>(db, sql`select ${commentColumns} from tournament_comments c join users u on u.id = c.user_id where c.id = ${id}`);
  return row ?? null;
}

export async function commentFacts(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: tournamentComments.id, tournamentId: tournamentComments.tournamentId, userId: tournamentComments.userId, parentId: tournamentComments.parentId, deletedAt: tournamentComments.deletedAt })
    .from(tournamentComments)
    .where(eq(tournamentComments.id, id));
  return row ?? null;
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
