import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { GAMES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { EmptyState, LinkTabs, NewsIcon, NotFoundIcon, PageTitle, Pagination, QueryErrorState, SkeletonBlock } from '@portal/shared/ui';
import { useNewsList } from '../../features/news/api/news-list';
import { NewsCard } from '../../features/news/components/NewsCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const GAME_FILTERS = [GAMES.pubg.slug, GAMES.mlbb.slug] as const;

function readFilters(params: URLSearchParams) {
  const game = params.get('game');
  const page = Number(params.get('page') ?? '1');
  return { game: game && (GAME_FILTERS as readonly string[]).includes(game) ? game : null, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** /News: published news in the interface language (Russian when a post has no translation), 10 per page, by game. */
export default function NewsListPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const { game, page } = readFilters(params);
  const list = useNewsList(game, page);
  const listPath = localized(routePath('news.list'));
  const tabs = [
    { id: 'all', label: t('news.filter.all'), to: listPath },
    ...GAME_FILTERS.map((slug) => ({ id: slug, label: t(`news.filter.${slug}`), to: `${listPath}?game=${slug}` })),
  ];

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Grid>
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonBlock key={i} aria-hidden="true" $height="280px" />
        ))}
      </Grid>
    );
  } else if (!list.data) {
    body = <QueryErrorState icon={<NotFoundIcon />} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0) {
    body = <EmptyState data-testid="news-empty" icon={<NewsIcon />} title={t('news.empty.title')} text={t('news.empty.text')} />;
  } else {
    const { data, meta } = list.data;
    body = (
      <>
        <Grid data-testid="news-list">
          {data.map((post, index) => (
            <NewsCard key={post.id} post={post} priority={index === 0} />
          ))}
        </Grid>
        {meta.last_page > 1 ? (
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            onChange={(next) => {
              const query = new URLSearchParams(params);
              query.set('page', String(next));
              setParams(query);
            }}
            data-testid="news-pagination"
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageTitle subtitle={t('news.subtitle')}>{t('news.title')}</PageTitle>
      <LinkTabs label={t('news.filter.label')} tabs={tabs} active={game ?? 'all'} look="chips" />
      {body}
    </>
  );
}
