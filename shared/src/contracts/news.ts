/** News (blog) answers: types inferred from the response schemas. */
export type { NewsAdminPost, NewsAuthor, NewsComment, NewsCommentThread, NewsLike, NewsPost, NewsSummary } from './responses/news';
