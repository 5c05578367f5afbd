import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNotFound, useTournamentDetail } from '../../api/tournament-detail';
import { PageRoot } from '../../components/PageRoot';
import { QueryErrorState } from '../../components/QueryErrorState';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { DetailHeader } from './DetailHeader';
import { DetailSkeleton } from './DetailSkeleton';
import { DetailTexts } from './DetailTexts';
import { StagesDrawer } from './StagesDrawer';
import { StreamEmbed } from './StreamEmbed';

/**
 * /esports-mobile-tournaments/:slug: the tournament page. Header with the key facts and registration,
 * the stream when there is one, the organiser's texts in tabs, and the stages drawer. A private
 * tournament opens with its ?hash=; an unknown slug goes to the tournaments' not-found page.
 */
export default function TournamentDetailPage() {
  const { t } = useTranslation('tournaments');
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const paths = useTournamentPaths();
  const detail = useTournamentDetail(slug, searchParams.get('hash'));

  if (detail.isError && isNotFound(detail.error)) return <Navigate to={paths.notFound()} replace />;

  return (
    <PageRoot data-page="tournaments.detail" aria-busy={detail.isPending}>
      {detail.isPending ? <DetailSkeleton /> : null}
      {detail.isError && !detail.data ? <QueryErrorState title={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? (
        <>
          <DetailHeader tournament={detail.data} updatedAt={detail.dataUpdatedAt} />
          <StreamEmbed link={detail.data.youtube_link} name={detail.data.name} />
          <DetailTexts tournament={detail.data} />
          <StagesDrawer tournament={detail.data} />
        </>
      ) : null}
    </PageRoot>
  );
}
