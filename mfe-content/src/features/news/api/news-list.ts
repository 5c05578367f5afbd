import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { NEWS_PER_PAGE } from '@portal/shared/constants';
import { API_PATHS, type NewsSummary } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { newsKeys } from './news-keys';

/** GET /v1/client/blog?game=&page=: published news, 10 per page, in the interface language (ru fallback). */
export const newsListQueryOptions = (locale: string, game: string | null, page: number) =>
  apiPageQueryOptions<NewsSummary>(newsKeys.list(locale, game, page), API_PATHS.news, { page, per_page: NEWS_PER_PAGE, ...(game ? { game } : {}) });

export function useNewsList(game: string | null, page: number) {
  const locale = useLocale();
  return useQuery({ ...newsListQueryOptions(locale, game, page), placeholderData: keepPreviousData });
}
