import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { commentColumns, type CommentRow } from '../../db/comment-rows';
import { newsComments, newsLikes, newsPostTranslations, newsPosts } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** News queries: published posts with their texts, counts, comments, likes; the staff's raw posts. */
export interface NewsTextRow {
  locale: string;
  title: string;
  excerpt: string;
  body: string;
}

export interface NewsPostRow {
  id: number;
  slug: string;
  status: string;
  cover_url: string | null;
  published_at: string | null;
  game_id: number | null;
  game_name: string | null;
  game_slug: string | null;
  likes_count: number;
  comments_count: number;
  texts: NewsTextRow[];
  author_id: number | null;
  author_username: string | null;
  author_slug: string | null;
  author_avatar_original_url: string | null;
  author_avatar_webp_url: string | null;
  author_avatar_small_webp_url: string | null;
}

const postColumns = sql`
  p.id, p.slug, p.status, p.cover_url, ${isoUtc(sql`p.published_at`)} as published_at, p.game_id,
  g.name as game_name, g.slug as game_slug,
  (select count(*)::int from news_likes l where l.post_id = p.id) as likes_count,
  (select count(*)::int from news_comments c where c.post_id = p.id and c.deleted_at is null) as comments_count,
  coalesce((select json_agg(json_build_object('locale', t.locale, 'title', t.title, 'excerpt', t.excerpt, 'body', t.body) order by t.locale)
            from news_post_translations t where t.post_id = p.id), '[]'::json) as texts,
  u.id as author_id, u.username as author_username, u.slug as author_slug,
  u.avatar_original_url as author_avatar_original_url, u.avatar_webp_url as author_avatar_webp_url, u.avatar_small_webp_url as author_avatar_small_webp_url`;

const postFrom = sql`from news_posts p left join games g on g.id = p.game_id left join users u on u.id = p.author_id`;

export async function listPublished(db: Queryable, { gameId, limit, offset }: { gameId?: number; limit: number; offset: number }): Promise<{ rows: NewsPostRow[]; total: number }> {
  const where = sql`p.status = 'published'${gameId === undefined ? sql`` : sql` and p.game_id = ${gameId}`}`;
  const rows = await selectRows<NewsPostRow>(db, sql`select ${postColumns} ${postFrom} where ${where} order by p.published_at desc, p.id desc limit ${limit} offset ${offset}`);
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from news_posts p where ${where}`);
  return { rows, total: count?.total ?? 0 };
}

export async function findPost(db: Queryable, where: { slug: string; publishedOnly: true } | { id: number; publishedOnly: false }): Promise<NewsPostRow | null> {
  const condition = where.publishedOnly ? sql`p.slug = ${where.slug} and p.status = 'published'` : sql`p.id = ${where.id}`;
  const [row] = await selectRows<NewsPostRow>(db, sql`select ${postColumns} ${postFrom} where ${condition}`);
  return row ?? null;
}

export async function listAll(db: Queryable): Promise<NewsPostRow[]> {
  return selectRows<NewsPostRow>(db, sql`select ${postColumns} ${postFrom} order by p.created_at desc, p.id desc`);
}

/** The cover of a published post, for the server to preload with its page (null: none, or no such post). */
export async function publishedCoverOf(db: Queryable, slug: string): Promise<string | null> {
  const [row] = await selectRows<{ cover_url: string | null }>(db, sql`select p.cover_url from news_posts p where p.slug = ${slug} and p.status = 'published'`);
  return row?.cover_url ?? null;
}

export async function publishedPostId(db: Queryable, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: newsPosts.id }).from(newsPosts).where(and(eq(newsPosts.slug, slug), eq(newsPosts.status, 'published')));
  return row?.id ?? null;
}

export async function isLiked(db: Queryable, postId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ postId: newsLikes.postId }).from(newsLikes).where(and(eq(newsLikes.postId, postId), eq(newsLikes.userId, userId)));
  return row !== undefined;
}

/** One like per player: the primary key (post, user) makes concurrent likes collapse into one row. */
export async function addLike(db: Queryable, postId: number, userId: number): Promise<void> {
  await db.insert(newsLikes).values({ postId, userId }).onConflictDoNothing();
}

export async function removeLike(db: Queryable, postId: number, userId: number): Promise<void> {
  await db.delete(newsLikes).where(and(eq(newsLikes.postId, postId), eq(newsLikes.userId, userId)));
}

export async function likesCount(db: Queryable, postId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from news_likes where post_id = ${postId}`);
  return row?.n ?? 0;
}

/** A news comment with its author. */
export type NewsCommentRow = CommentRow;

export async function commentsOf(db: Queryable, postId: number, commentId?: number): Promise<NewsCommentRow[]> {
  return selectRows<NewsCommentRow>(
    db,
    sql`select ${commentColumns}
        from news_comments c join users u on u.id = c.user_id
        where c.post_id = ${postId} and c.deleted_at is null${commentId === undefined ? sql`` : sql` and c.id = ${commentId}`}
        order by c.created_at asc, c.id asc`,
  );
}

export async function commentFacts(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: newsComments.id, postId: newsComments.postId, userId: newsComments.userId, parentId: newsComments.parentId, deletedAt: newsComments.deletedAt })
    .from(newsComments)
    .where(eq(newsComments.id, id));
  return row ?? null;
}

export async function insertComment(db: Queryable, values: { postId: number; userId: number; parentId: number | null; content: string }): Promise<number> {
  const [row] = await db.insert(newsComments).values(values).returning({ id: newsComments.id });
  if (!row) throw new Error('comment not written');
  return row.id;
}

/** A removed thread takes its answers with it (they are hidden too). */
export async function softDeleteComment(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`update news_comments set deleted_at = now() where (id = ${id} or parent_id = ${id}) and deleted_at is null`);
}

export async function insertPost(db: Queryable, values: typeof newsPosts.$inferInsert): Promise<number> {
  const [row] = await db.insert(newsPosts).values(values).returning({ id: newsPosts.id });
  if (!row) throw new Error('post not written');
  return row.id;
}

export async function updatePost(db: Queryable, id: number, values: Partial<typeof newsPosts.$inferInsert>): Promise<void> {
  await db.update(newsPosts).set({ ...values, updatedAt: new Date() }).where(eq(newsPosts.id, id));
}

export async function replaceTexts(db: Queryable, postId: number, texts: readonly NewsTextRow[]): Promise<void> {
  await db.delete(newsPostTranslations).where(eq(newsPostTranslations.postId, postId));
  if (texts.length > 0) await db.insert(newsPostTranslations).values(texts.map((text) => ({ postId, ...text })));
}

export async function deletePost(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.delete(newsPosts).where(eq(newsPosts.id, id)).returning({ id: newsPosts.id });
  return rows.length > 0;
}
