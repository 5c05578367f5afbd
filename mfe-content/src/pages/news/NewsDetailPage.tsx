import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { NEWS_COVER_SIZES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath, useNamedPageTitle, usePageOrigin } from '@portal/shared/platform';
import { Badge, NotFoundIcon, NotFoundState, PageColumn, PageTitle, QueryErrorState, ResponsiveImage, Skeleton } from '@portal/shared/ui';
import { useNewsPost } from '../../features/news/api/news-post';
import { RichText } from '@portal/shared/rich-text';
import { CommentsSection } from '../../features/news/components/CommentsSection';
import { LikeButton } from '../../features/news/components/LikeButton';
import { NewsFacts } from '../../features/news/components/NewsCard';
import { ShareLinks } from '../../features/news/components/ShareLinks';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Cover = styled(ResponsiveImage)`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /News/{slug}: a post with its cover, sanitised text, likes, share links, Open Graph tags and comments. */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const origin = usePageOrigin();
  const post = useNewsPost(slug);
  useNamedPageTitle(post.data ? { kind: 'news', name: post.data.title } : null);
  const back = { to: localized(routePath('news.list')), label: t('news.notFound.back') };

  if (post.isPending)
    return (
      <PageColumn $width="reading">
        <Skeleton lines={8} />
      </PageColumn>
    );
  if (!post.data) {
    if (isApiError(post.error) && post.error.status === 404)
      return (
        <PageColumn $width="reading">
          <PageTitle>{t('news.title')}</PageTitle>
          <NotFoundState title={t('news.notFound.title')} text={t('news.notFound.text')} back={back} />
        </PageColumn>
      );
    return (
      <PageColumn $width="reading">
        <QueryErrorState icon={<NotFoundIcon />} error={post.error} onRetry={() => void post.refetch()} />
      </PageColumn>
    );
  }

  const data = post.data;
  const url = new URL(localized(routePath('news.detail', { slug: data.slug })), origin).toString();
  return (
    <PageColumn $width="reading">
      <Article lang={data.locale} data-testid="news-article">
        <div>
          <PageTitle>{data.title}</PageTitle>
          <NewsFacts>
            <time dateTime={data.published_at}>{formatLocalizedDate(data.published_at, null, locale, 'D MMMM YYYY')}</time>
            {data.game ? <Badge>{data.game.name}</Badge> : null}
            {data.author ? <span>{t('news.author', { name: data.author.username })}</span> : null}
          </NewsFacts>
        </div>
        {data.cover_url ? <Cover src={data.cover_url} alt="" sizes={NEWS_COVER_SIZES} fallbackSrc="" loading="eager" fetchPriority="high" /> : null}
        {data.excerpt ? <Lead>{data.excerpt}</Lead> : null}
        <RichText text={data.body} size="body" data-testid="news-body" />
        <Actions>
          <LikeButton post={data} />
          <ShareLinks link={url} title={data.title} />
        </Actions>
      </Article>
      <CommentsSection post={data} />
    </PageColumn>
  );
}
