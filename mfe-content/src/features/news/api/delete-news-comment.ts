import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '@portal/shared/api-client';
import { API_PATHS } from '@portal/shared/contracts';
import { newsKeys } from './news-keys';

/** DELETE /v1/client/blog/comments/{id}: its author or staff; a thread goes with its answers. */
export const deleteNewsComment = (id: number) => del<{ deleted: true }>(API_PATHS.newsComment(id));

export function useDeleteNewsComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsComment,
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
