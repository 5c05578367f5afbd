import * as v from 'valibot';
import {
  GAMES,
  GENERIC_MESSAGES,
  LOCALES,
  NEWS_BODY_MAX_LENGTH,
  NEWS_COMMENT_MAX_LENGTH,
  NEWS_EXCERPT_MAX_LENGTH,
  NEWS_MESSAGES,
  NEWS_PER_PAGE,
  NEWS_TITLE_MAX_LENGTH,
  type Locale,
} from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { GAME_FILTERS_BY_VALUE, GAME_FILTER_VALUES, MAX_PAGE, MAX_PER_PAGE } from './api-queries/tournament-queries';
import { optionalQuery, queryInteger } from './api-queries/query-values';
import { fields, id } from './fields';

/**
 * News (blog): the list query, a comment, and the staff's post form. A comment is 1 to 2000 characters
 * after trimming; parent_id names a comment of the same post (replies are one level deep: a reply to a
 * reply joins its thread). A post has a slug (lowercase Latin, digits and hyphens, never all digits), an
 * optional game and cover, and texts per language, Russian required (the fallback of every language).
 */
export const NewsListQuerySchema = v.object({
  game: optionalQuery(
    v.pipe(
      v.picklist(GAME_FILTER_VALUES, GENERIC_MESSAGES.one_of),
      v.transform((value) => GAME_FILTERS_BY_VALUE[value]),
      v.description('game slug (pubg-mobile, mlbb), data slug (pubg) or id (1, 3)'),
    ),
  ),
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE}`)),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, NEWS_PER_PAGE), v.description(`items per page (default ${NEWS_PER_PAGE})`)),
});
export type NewsListQuery = v.InferOutput<typeof NewsListQuerySchema>;

export const NEWS_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const NewsSlugParamsSchema = v.object({ slug: v.pipe(v.string(), v.maxLength(120), v.regex(NEWS_SLUG_PATTERN), v.description('the post slug')) });

export const newsCommentSchema = fields({
  content: v.pipe(
    v.string(NEWS_MESSAGES.comment_required),
    v.trim(),
    v.nonEmpty(NEWS_MESSAGES.comment_required),
    v.maxLength(NEWS_COMMENT_MAX_LENGTH, encodeErrorCode(NEWS_MESSAGES.comment_too_long, { max: NEWS_COMMENT_MAX_LENGTH })),
  ),
  parent_id: v.optional(v.nullable(id(NEWS_MESSAGES.parent_invalid)), null),
});
export type NewsCommentInput = v.InferInput<typeof newsCommentSchema>;
export type NewsCommentOutput = v.InferOutput<typeof newsCommentSchema>;

const newsTextSchema = v.object({
  title: v.pipe(
    v.string(NEWS_MESSAGES.title_required),
    v.trim(),
    v.nonEmpty(NEWS_MESSAGES.title_required),
    v.maxLength(NEWS_TITLE_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: NEWS_TITLE_MAX_LENGTH })),
  ),
  excerpt: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(NEWS_EXCERPT_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: NEWS_EXCERPT_MAX_LENGTH }))),
  body: v.pipe(v.optional(v.string(), ''), v.maxLength(NEWS_BODY_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: NEWS_BODY_MAX_LENGTH }))),
});
export type NewsTextOutput = v.InferOutput<typeof newsTextSchema>;

const translationsSchema = v.pipe(
  v.object(Object.fromEntries(LOCALES.map((locale) => [locale, v.optional(newsTextSchema)])) as Record<Locale, v.OptionalSchema<typeof newsTextSchema, undefined>>, NEWS_MESSAGES.ru_required),
  v.check((texts) => texts.ru !== undefined, NEWS_MESSAGES.ru_required),
);

/** POST /admin/blog and PUT /admin/blog/{id}: staff write a post (saved as a draft until published). */
export const newsPostSchema = fields({
  slug: v.pipe(v.string(NEWS_MESSAGES.slug_invalid), v.trim(), v.maxLength(120, NEWS_MESSAGES.slug_invalid), v.regex(NEWS_SLUG_PATTERN, NEWS_MESSAGES.slug_invalid)),
  game_id: v.optional(v.nullable(v.picklist(Object.values(GAMES).map((game) => game.id), GENERIC_MESSAGES.one_of)), null),
  cover_url: v.optional(v.nullable(v.pipe(v.string(NEWS_MESSAGES.cover_invalid), v.trim(), v.regex(/^(https:\/\/|\/)[^\s]+$/, NEWS_MESSAGES.cover_invalid))), null),
  translations: translationsSchema,
});
export type NewsPostInput = v.InferInput<typeof newsPostSchema>;
export type NewsPostOutput = v.InferOutput<typeof newsPostSchema>;
