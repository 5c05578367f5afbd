import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type NewsComment } from '@portal/shared/contracts';
import type { NewsCommentInput } from '@portal/shared/schemas';
import { newsKeys } from './news-keys';

/** POST /v1/client/blog/{slug}/comments: content, parent_id. */
export const addNewsComment = (slug: string, input: NewsCommentInput) => post<NewsComment>(API_PATHS.newsComments(slug), input);

export function useAddNewsComment(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsCommentInput) => addNewsComment(slug, input),
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
