import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { recordIdOf } from '@portal/shared/schemas';
import { routePath } from '@portal/shared/contracts';
import { streamEmbedUrl } from '@portal/shared/domain';
import { useLocalizedPath, usePageOrigin } from '@portal/shared/platform';
import { mutedText, NotFoundIcon, NotFoundState, PageTitle, QueryErrorState, SkeletonBlock, surface } from '@portal/shared/ui';
import { useStream } from '../../features/streams/api/stream';
import { PLATFORMS } from '../../features/streams/components/StreamCard';

const Screen = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 240px;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  ${surface()}
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const External = styled.a`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  ${mutedText()}
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** /watch/{id}: the embedded player (YouTube, Twitch) of one stream and the tournament it covers. */
export default function WatchDetailPage() {
  const { t } = useTranslation('content');
  const origin = usePageOrigin();
  const localized = useLocalizedPath();
  const id = recordIdOf(useParams().id ?? '') ?? 0;
  const query = useStream(id);
  const back = { to: localized(routePath('watch')), label: t('watch.notFound.back') };
  const notFound = (
    <>
      <PageTitle>{t('watch.title')}</PageTitle>
      <Screen role="region" aria-label={t('watch.player')}>
        <NotFoundState title={t('watch.notFound.title')} text={t('watch.notFound.text')} back={back} />
      </Screen>
    </>
  );
  if (id === 0) return notFound;
  if (query.isPending) return <SkeletonBlock aria-hidden="true" $height="360px" />;
  if (!query.data) return isApiError(query.error) && query.error.status === 404 ? notFound : <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  const stream = query.data;
  const embed = streamEmbedUrl(stream.platform, stream.embed_id, new URL(origin).hostname);
  return (
    <>
      <PageTitle subtitle={stream.is_live ? t('watch.viewers', { count: stream.viewers_count }) : t('watch.ended')}>{stream.title}</PageTitle>
      <Screen role="region" aria-label={t('watch.player')} data-testid="stream-player">
        {embed ? (
          <iframe src={embed} title={stream.title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
        ) : (
          <External href={stream.channel_url} target="_blank" rel="noopener noreferrer">
            {t('watch.openOn', { platform: PLATFORMS[stream.platform] ?? stream.platform })}
          </External>
        )}
      </Screen>
      <Facts>
        <span>{stream.streamer.username}</span>
        <a href={stream.channel_url} target="_blank" rel="noopener noreferrer">
          {t('watch.channel', { platform: PLATFORMS[stream.platform] ?? stream.platform })}
        </a>
        {stream.tournament ? (
          <Link to={localized(routePath('tournaments.detail', { slug: stream.tournament.slug }))} data-testid="stream-tournament">
            {t('watch.tournament', { name: stream.tournament.name })}
          </Link>
        ) : null}
      </Facts>
    </>
  );
}
