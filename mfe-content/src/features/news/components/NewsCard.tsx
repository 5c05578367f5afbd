import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type NewsSummary } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { Badge, LinkCard, LinkCardLink, mutedText, ResponsiveImage } from '@portal/shared/ui';

const Card = styled(LinkCard)`
  padding: 0;
  overflow: hidden;
`;

const Cover = styled(ResponsiveImage)`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  flex: 1;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  margin: 0;
  ${mutedText('sm')}
  line-height: 1.5;
`;

export const NewsFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: auto 0 0;
  ${mutedText('xs')}
`;

/**
 * A post in the list: cover, game, title, excerpt, date, likes and comments. The first card's cover is
 * the first screen's biggest image (`priority`: loaded at once and first); the others load lazily.
 */
export function NewsCard({ post, priority = false }: { post: NewsSummary; priority?: boolean }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <Card data-testid="news-card">
      <Cover
        src={post.cover_url}
        alt=""
        sizes="(min-width: 1024px) 33vw, 100vw"
        fallbackSrc=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <Body>
        {post.game ? <Badge>{post.game.name}</Badge> : null}
        <Title lang={post.locale}>
          <LinkCardLink to={localized(routePath('news.detail', { slug: post.slug }))}>{post.title}</LinkCardLink>
        </Title>
        {post.excerpt ? <Excerpt lang={post.locale}>{post.excerpt}</Excerpt> : null}
        <NewsFacts>
          <time dateTime={post.published_at}>{formatLocalizedDate(post.published_at, null, locale, 'D MMMM YYYY')}</time>
          <span>{t('news.likes', { count: post.likes_count })}</span>
          <span>{t('news.comments', { count: post.comments_count })}</span>
        </NewsFacts>
      </Body>
    </Card>
  );
}
