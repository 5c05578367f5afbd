/** News (blog) limits: page size of the list (docs/spec.md section 9: 10 per page, at most 5 page buttons), text sizes. */
export const NEWS_PER_PAGE = 10;
export const NEWS_COMMENT_MAX_LENGTH = 2000;
export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_EXCERPT_MAX_LENGTH = 500;
export const NEWS_BODY_MAX_LENGTH = 50_000;
/** Bans that stop a player from commenting: the comments ban and the site-wide ban. */
export const COMMENT_BAN_SCOPES = ['comments', 'site'] as const;
