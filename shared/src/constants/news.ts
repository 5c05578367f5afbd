/** News (blog) limits: page size of the list (spec section 9: 10 per page, at most 5 page buttons), text sizes. */
export const NEWS_PER_PAGE = 10;
export const NEWS_COMMENT_MAX_LENGTH = 2000;
export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_EXCERPT_MAX_LENGTH = 500;
export const NEWS_BODY_MAX_LENGTH = 50_000;
/** Bans that stop a player from commenting: the comments ban and the site-wide ban. */
export const COMMENT_BAN_SCOPES = ['comments', 'site'] as const;

/** Field error codes of the news forms (validation namespace, keys chosen here). */
export const NEWS_MESSAGES = {
  comment_required: 'validation.news.comment_required',
  comment_too_long: 'validation.news.comment_too_long',
  parent_invalid: 'validation.news.parent_invalid',
  title_required: 'validation.news.title_required',
  ru_required: 'validation.news.ru_required',
  slug_invalid: 'validation.news.slug_invalid',
  cover_invalid: 'validation.news.cover_invalid',
} as const;
