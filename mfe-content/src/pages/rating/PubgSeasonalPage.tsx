import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAMES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { NotFoundIcon, QueryErrorState, SkeletonBlock } from '@portal/shared/ui';
import { useRatingSeasons } from '../../features/ratings/api/rating-seasons';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { RatingTable } from '../../features/ratings/components/RatingTable';

/** /rating/pubg-mobile/seasonal: the seasons of the PUBG Mobile rating with their leaders. */
export default function PubgSeasonalPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const query = useRatingSeasons(GAMES.pubg.slug);
  const date = (value: string) => formatLocalizedDate(value, null, locale, 'D MMM YYYY');
  let body;
  if (query.isPending) body = <SkeletonBlock aria-hidden="true" $height="200px" />;
  else if (!query.data) body = <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <RatingTable
        caption={t('rating.tables.seasons')}
        columns="seasons"
        data-testid="rating-seasons"
        emptyTitle={t('rating.seasonal.emptyTitle')}
        emptyText={t('rating.seasonal.emptyText')}
        rows={query.data.map((season) => ({
          key: season.id,
          cells: [
            <Link key="s" to={localized(routePath('rating.pubg.seasonal.detail', { seasonId: String(season.id) }))}>
              {season.is_current ? t('rating.seasonal.current', { name: season.name }) : season.name}
            </Link>,
            `${date(season.starts_at)} — ${date(season.ends_at)}`,
            season.teams_count,
            season.leader ? `${season.leader.team.name} (${season.leader.points})` : '—',
          ],
        }))}
      />
    );
  return (
    <RatingLayout game="pubg" section="seasonal">
      {body}
    </RatingLayout>
  );
}
