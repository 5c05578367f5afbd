import type { Locale } from '@portal/shared/constants';
import type { NewsAdminPost, NewsAuthor, NewsComment, NewsCommentThread, NewsPost, NewsSummary } from '@portal/shared/contracts';
import { pickNewsLocale } from '@portal/shared/domain';
import type { NewsCommentRow, NewsPostRow, NewsTextRow } from './repository';

/** Rows -> the news answers; the text is the request's language when the post has it, else ru. */
const avatarOf = (row: { original: string | null; webp: string | null; small: string | null }) =>
  row.original || row.webp || row.small ? { original_url: row.original, webp: row.webp, small_webp: row.small } : null;

function textOf(row: NewsPostRow, locale: Locale): NewsTextRow {
  const chosen = pickNewsLocale(
    row.texts.map((t) => t.locale),
    locale,
  );
  const text = row.texts.find((t) => t.locale === chosen);
  return text ?? { locale: 'ru', title: row.slug, excerpt: '', body: '' };
}

export function toSummary(row: NewsPostRow, locale: Locale): NewsSummary {
  const text = textOf(row, locale);
  return {
    id: row.id,
    slug: row.slug,
    title: text.title,
    excerpt: text.excerpt,
    locale: text.locale,
    cover_url: row.cover_url,
    game: row.game_id !== null && row.game_name !== null && row.game_slug !== null ? { id: row.game_id, name: row.game_name, slug: row.game_slug } : null,
    published_at: row.published_at ?? '',
    likes_count: row.likes_count,
    comments_count: row.comments_count,
  };
}

export function toPost(row: NewsPostRow, locale: Locale, viewer: { liked: boolean; canComment: boolean }): NewsPost {
  const author: NewsAuthor | null =
    row.author_id !== null && row.author_username !== null
      ? {
          id: row.author_id,
          username: row.author_username,
          slug: row.author_slug,
          avatar: avatarOf({ original: row.author_avatar_original_url, webp: row.author_avatar_webp_url, small: row.author_avatar_small_webp_url }),
        }
      : null;
  return { ...toSummary(row, locale), body: textOf(row, locale).body, author, liked: viewer.liked, can_comment: viewer.canComment };
}

export function toComment(row: NewsCommentRow): NewsComment {
  return {
    id: row.id,
    parent_id: row.parent_id,
    content: row.content,
    created_at: row.created_at,
    user: { id: row.user_id, username: row.username, slug: row.slug, avatar: avatarOf({ original: row.avatar_original_url, webp: row.avatar_webp_url, small: row.avatar_small_webp_url }) },
  };
}

/** Threads in the order they were started, each with its answers oldest first. */
export function toThreads(rows: readonly NewsCommentRow[]): NewsCommentThread[] {
  const threads = rows.filter((row) => row.parent_id === null).map((row) => ({ ...toComment(row), replies: [] as NewsComment[] }));
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  for (const row of rows) if (row.parent_id !== null) byId.get(row.parent_id)?.replies.push(toComment(row));
  return threads;
}

export function toAdminPost(row: NewsPostRow): NewsAdminPost {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status === 'published' ? 'published' : 'draft',
    game_id: row.game_id,
    cover_url: row.cover_url,
    published_at: row.published_at,
    translations: Object.fromEntries(row.texts.map((t) => [t.locale, { title: t.title, excerpt: t.excerpt, body: t.body }])),
  };
}
