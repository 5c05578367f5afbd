import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNotFound, useTournamentDetail } from '../../api/tournament-detail';
import { PageRoot } from '../../components/PageRoot';
import { QueryErrorState } from '../../components/QueryErrorState';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { DetailSkeleton } from '../detail/DetailSkeleton';
import { PromoHero } from './PromoHero';

/** /esports-mobile-tournaments/promo/:slug: a landing that sends visitors to one tournament. */
export default function PromoPage() {
  const { t } = useTranslation('tournaments');
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const paths = useTournamentPaths();
  const detail = useTournamentDetail(slug, searchParams.get('hash'));

  if (detail.isError && isNotFound(detail.error)) return <Navigate to={paths.notFound()} replace />;

  return (
    <PageRoot data-page="tournaments.promo" aria-busy={detail.isPending}>
      {detail.isPending ? <DetailSkeleton /> : null}
      {detail.isError && !detail.data ? <QueryErrorState title={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? <PromoHero tournament={detail.data} updatedAt={detail.dataUpdatedAt} /> : null}
    </PageRoot>
  );
}
