import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GAMES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, NotFoundState } from '@portal/shared/ui';
import { useRatingSeasons } from '../../features/ratings/api/rating-seasons';
import { PageActions } from '../../features/ratings/components/PageActions';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { TeamBoard } from '../../features/ratings/components/TeamBoard';

/** /rating/pubg-mobile/seasonal/{seasonId}: the team standings of one season. */
export default function PubgSeasonPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const { seasonId = '' } = useParams();
  const seasons = useRatingSeasons(GAMES.pubg.slug);
  const season = seasons.data?.find((s) => String(s.id) === seasonId);
  const back = { to: localized(routePath('rating.pubg.seasonal')), label: t('rating.seasonal.allSeasons') };
  return (
    <RatingLayout game="pubg" section="seasonal">
      {seasons.data && !season ? (
        <NotFoundState title={t('rating.seasonal.notFoundTitle')} text={t('rating.seasonal.notFoundText')} back={back} />
      ) : season ? (
        <TeamBoard
          game={GAMES.pubg.slug}
          board="seasonal"
          season={season.id}
          caption={t('rating.tables.season', { season: season.name })}
          teamRoute="rating.pubg.detail"
          emptyTitle={t('rating.seasonal.seasonEmptyTitle')}
          emptyText={t('rating.seasonal.seasonEmptyText')}
        />
      ) : null}
      <PageActions>
        <ButtonLink to={back.to} $variant="ghost">
          {back.label}
        </ButtonLink>
      </PageActions>
    </RatingLayout>
  );
}
