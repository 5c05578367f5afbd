import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post } from '@portal/shared/api-client';
import { API_PATHS, type NewsLike, type NewsPost } from '@portal/shared/contracts';
import { newsKeys } from './news-keys';

/** POST /v1/client/blog/{slug}/like likes, DELETE takes the like back; both answer the new count. */
export const setNewsLike = (slug: string, liked: boolean) => (liked ? post<NewsLike>(API_PATHS.newsLike(slug)) : del<NewsLike>(API_PATHS.newsLike(slug)));

/** The count on the page follows the server's answer (the post's cached copies are patched, then refreshed). */
export function useNewsLike(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setNewsLike(slug, liked),
    onSuccess: (answer) => {
      client.setQueriesData<NewsPost>({ queryKey: [...newsKeys.all, 'post', slug] }, (old) => (old ? { ...old, liked: answer.liked, likes_count: answer.likes_count } : old));
      void client.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
    },
  });
}
