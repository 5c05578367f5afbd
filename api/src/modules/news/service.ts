import type { FastifyInstance } from 'fastify';
import { LOCALES, NEWS_MESSAGES, type Locale } from '@portal/shared/constants';
import type { ApiPage, NewsAdminPost, NewsCommentThread, NewsComment, NewsLike, NewsPost, NewsSummary } from '@portal/shared/contracts';
import { isStaff, mayComment } from '@portal/shared/domain';
import type { NewsListQuery, NewsPostOutput } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { bansOf } from '../../db/user-bans';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import { sanitizeRichText } from '../../services/rich-text/sanitize';
import type { AuthUser } from '../../sessions/bearer';
import * as repo from './repository';
import { toAdminPost, toComment, toPost, toSummary, toThreads } from './serializer';

/** News rules: published posts for everyone, comments and likes for signed-in players, writes for staff. */
const postNotFound = () => notFound('errors.news_not_found');

export async function listNews(db: Queryable, query: NewsListQuery, locale: Locale): Promise<ApiPage<NewsSummary>> {
  const { rows, total } = await repo.listPublished(db, { gameId: query.game, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data: rows.map((row) => toSummary(row, locale)), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

async function canComment(db: Queryable, user: AuthUser | null): Promise<boolean> {
  return user !== null && mayComment(await bansOf(db, user.id), new Date());
}

export async function readPost(db: Queryable, slug: string, user: AuthUser | null, locale: Locale): Promise<NewsPost> {
  const row = await repo.findPost(db, { slug, publishedOnly: true });
  if (!row) throw postNotFound();
  const liked = user ? await repo.isLiked(db, row.id, user.id) : false;
  return toPost(row, locale, { liked, canComment: await canComment(db, user) });
}

async function publishedId(db: Queryable, slug: string): Promise<number> {
  const id = await repo.publishedPostId(db, slug);
  if (id === null) throw postNotFound();
  return id;
}

export async function listComments(db: Queryable, slug: string): Promise<NewsCommentThread[]> {
  return toThreads(await repo.commentsOf(db, await publishedId(db, slug)));
}

/** A reply to a reply joins its thread (threads are one level deep); a parent of another post is refused. */
export async function addComment(app: FastifyInstance, slug: string, user: AuthUser, input: { content: string; parent_id: number | null }): Promise<NewsComment> {
  return app.db.transaction(async (tx) => {
    const postId = await publishedId(tx, slug);
    if (!(await canComment(tx, user))) throw forbidden('errors.comments_banned');
    let parentId: number | null = null;
    if (input.parent_id !== null) {
      const parent = await repo.commentFacts(tx, input.parent_id);
      if (!parent || parent.postId !== postId || parent.deletedAt !== null) throw validationFailed({ parent_id: [NEWS_MESSAGES.parent_invalid] });
      parentId = parent.parentId ?? parent.id;
    }
    const id = await repo.insertComment(tx, { postId, userId: user.id, parentId, content: input.content });
    const [row] = await repo.commentsOf(tx, postId, id);
    if (!row) throw new Error('comment not read back');
    return toComment(row);
  });
}

/** The author or staff remove a comment (a thread goes with its answers). */
export async function removeComment(db: Queryable, id: number, user: AuthUser): Promise<{ deleted: true }> {
  const comment = await repo.commentFacts(db, id);
  if (!comment || comment.deletedAt !== null) throw notFound('errors.comment_not_found');
  if (comment.userId !== user.id && !isStaff(user.roles)) throw forbidden();
  await repo.softDeleteComment(db, id);
  return { deleted: true };
}

export async function setLike(db: Queryable, slug: string, user: AuthUser, liked: boolean): Promise<NewsLike> {
  const postId = await publishedId(db, slug);
  if (liked) await repo.addLike(db, postId, user.id);
  else await repo.removeLike(db, postId, user.id);
  return { liked, likes_count: await repo.likesCount(db, postId) };
}

// --- staff ---

export async function adminList(db: Queryable): Promise<NewsAdminPost[]> {
  return (await repo.listAll(db)).map(toAdminPost);
}

async function adminRead(db: Queryable, id: number): Promise<NewsAdminPost> {
  const row = await repo.findPost(db, { id, publishedOnly: false });
  if (!row) throw postNotFound();
  return toAdminPost(row);
}

/** Each text's body is cleaned with the shared rich-text allow-list (the organisers' sanitizer). */
function textsOf(input: NewsPostOutput): repo.NewsTextRow[] {
  return LOCALES.flatMap((locale) => {
    const text = input.translations[locale];
    return text ? [{ locale, title: text.title, excerpt: text.excerpt, body: sanitizeRichText(text.body) ?? '' }] : [];
  });
}

const slugTaken = (error: unknown) => {
  if (uniqueViolation(error) === null) return error;
  return new HttpError(422, 'errors.validation_failed', { slug: [NEWS_MESSAGES.slug_taken] });
};

export async function adminCreate(app: FastifyInstance, user: AuthUser, input: NewsPostOutput): Promise<NewsAdminPost> {
  try {
    const id = await app.db.transaction(async (tx) => {
      const postId = await repo.insertPost(tx, { slug: input.slug, authorId: user.id, gameId: input.game_id, coverUrl: input.cover_url, status: 'draft' });
      await repo.replaceTexts(tx, postId, textsOf(input));
      return postId;
    });
    return await adminRead(app.db, id);
  } catch (error) {
    throw slugTaken(error);
  }
}

export async function adminUpdate(app: FastifyInstance, id: number, input: NewsPostOutput): Promise<NewsAdminPost> {
  try {
    await app.db.transaction(async (tx) => {
      if (!(await repo.findPost(tx, { id, publishedOnly: false }))) throw postNotFound();
      await repo.updatePost(tx, id, { slug: input.slug, gameId: input.game_id, coverUrl: input.cover_url });
      await repo.replaceTexts(tx, id, textsOf(input));
    });
  } catch (error) {
    throw slugTaken(error);
  }
  return adminRead(app.db, id);
}

/** Publishing keeps the first publication date; unpublishing takes the post back to a draft. */
export async function adminSetPublished(db: Queryable, id: number, published: boolean): Promise<NewsAdminPost> {
  const row = await repo.findPost(db, { id, publishedOnly: false });
  if (!row) throw postNotFound();
  await repo.updatePost(db, id, published ? { status: 'published', publishedAt: row.published_at ? new Date(row.published_at) : new Date() } : { status: 'draft' });
  return adminRead(db, id);
}

export async function adminDelete(db: Queryable, id: number): Promise<{ deleted: true }> {
  if (!(await repo.deletePost(db, id))) throw postNotFound();
  return { deleted: true };
}
