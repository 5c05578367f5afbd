import * as v from 'valibot';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { AvatarSchema } from './user';

/**
 * News (blog) answers: the list item, the post page, comments (threads one level deep), a like, and the
 * staff's view of a post with every language.
 */
export const NewsSummarySchema = v.object({
  id: int(),
  slug: text(),
  title: text(),
  excerpt: text(),
  locale: described(text(), "the language of the text: the request's when the post has it, else ru"),
  cover_url: nullableText(),
  game: v.nullable(GameRefSchema),
  published_at: described(text(), 'ISO date and time'),
  likes_count: int(),
  comments_count: int(),
});
export type NewsSummary = v.InferOutput<typeof NewsSummarySchema>;

export const NewsAuthorSchema = v.object({ id: int(), username: text(), slug: nullableText(), avatar: v.nullable(AvatarSchema) });
export type NewsAuthor = v.InferOutput<typeof NewsAuthorSchema>;

export const NewsPostSchema = v.object({
  ...NewsSummarySchema.entries,
  body: described(text(), 'HTML cleaned with the shared rich-text allow-list (plain text is kept as written)'),
  author: v.nullable(NewsAuthorSchema),
  liked: described(v.boolean(), 'the signed-in caller likes it (false for guests)'),
  can_comment: described(v.boolean(), 'the caller may comment: signed in and no comments or site ban in force'),
});
export type NewsPost = v.InferOutput<typeof NewsPostSchema>;

export const NewsCommentSchema = v.object({
  id: int(),
  parent_id: described(v.nullable(int()), 'the thread it answers (null for a thread)'),
  content: text(),
  created_at: text(),
  user: NewsAuthorSchema,
});
export type NewsComment = v.InferOutput<typeof NewsCommentSchema>;

export const NewsCommentThreadSchema = v.object({ ...NewsCommentSchema.entries, replies: described(v.array(NewsCommentSchema), 'answers, oldest first') });
export type NewsCommentThread = v.InferOutput<typeof NewsCommentThreadSchema>;

export const NewsLikeSchema = v.object({ liked: v.boolean(), likes_count: int() });
export type NewsLike = v.InferOutput<typeof NewsLikeSchema>;

const NewsTextSchema = v.object({ title: text(), excerpt: text(), body: text() });

export const NewsAdminPostSchema = v.object({
  id: int(),
  slug: text(),
  status: v.picklist(['draft', 'published']),
  game_id: v.nullable(int()),
  cover_url: nullableText(),
  published_at: nullableText(),
  translations: described(v.record(v.string(), NewsTextSchema), 'locale -> texts (ru always present)'),
});
export type NewsAdminPost = v.InferOutput<typeof NewsAdminPostSchema>;
