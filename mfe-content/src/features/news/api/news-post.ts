import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type NewsPost } from '@portal/shared/contracts';
import { useLocale, useSession } from '@portal/shared/platform';
import { newsKeys } from './news-keys';

/** GET /v1/client/blog/{slug}: a published post (liked and can_comment are the caller's). */
export const newsPostQueryOptions = (slug: string, locale: string, userId: number | null) => apiQueryOptions<NewsPost>(newsKeys.post(slug, locale, userId), API_PATHS.newsPost(slug));

export function useNewsPost(slug: string) {
  const locale = useLocale();
  const { user } = useSession();
  return useQuery({ ...newsPostQueryOptions(slug, locale, user?.id ?? null), retry: false });
}
