import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type NewsCommentThread } from '@portal/shared/contracts';
import { newsKeys } from './news-keys';

/** GET /v1/client/blog/{slug}/comments: threads with their answers. */
export const newsCommentsQueryOptions = (slug: string) => apiQueryOptions<NewsCommentThread[]>(newsKeys.comments(slug), API_PATHS.newsComments(slug));

export function useNewsComments(slug: string) {
  return useQuery(newsCommentsQueryOptions(slug));
}
