import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '@portal/shared/contracts';
import { PageColumn, QueryErrorState } from '@portal/shared/ui';
import { isNotFound, useTournamentDetail } from '../../api/tournament-detail';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { DetailSkeleton } from './DetailSkeleton';
import { WarningIcon } from '../icons';

export interface TournamentPageFrameProps {
  /** The page once the tournament is in, with the time its answer arrived (for countdowns). */
  children: (tournament: TournamentDetail, updatedAt: number) => ReactNode;
}

/**
 * What the pages of one tournament (/esports-mobile-tournaments/:slug and its promo) do alike: load it
 * (a private one with the ?hash= of the URL), show the skeleton while it loads and a retry on failure, and
 * send an unknown slug to the tournaments' not-found page.
 */
export function TournamentPageFrame({ children }: TournamentPageFrameProps) {
  const { t } = useTranslation('tournaments');
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const paths = useTournamentPaths();
  const detail = useTournamentDetail(slug, searchParams.get('hash'));

  if (detail.isError && isNotFound(detail.error)) return <Navigate to={paths.notFound()} replace />;

  return (
    <PageColumn $gap={5} aria-busy={detail.isPending}>
      {detail.isPending ? <DetailSkeleton /> : null}
      {detail.isError && !detail.data ? <QueryErrorState framed icon={<WarningIcon />} title={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? children(detail.data, detail.dataUpdatedAt) : null}
    </PageColumn>
  );
}
