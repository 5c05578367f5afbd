import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink } from '@portal/shared/ui';
import { PageActions } from '../../components/PageActions';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';

/** /rating/pubg-mobile/seasonal/{seasonId}: the team standings of one season. */
export default function PubgSeasonPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const { seasonId = '' } = useParams();
  return (
    <RatingLayout game="pubg" section="seasonal">
      <RatingTable
        caption={t('rating.tables.season', { season: seasonId })}
        columns="pubgTeams"
        emptyTitle={t('rating.seasonal.seasonEmptyTitle')}
        emptyText={t('rating.seasonal.seasonEmptyText')}
      />
      <PageActions>
        <ButtonLink to={localized(routePath('rating.pubg.seasonal'))} $variant="ghost">
          {t('rating.seasonal.allSeasons')}
        </ButtonLink>
      </PageActions>
    </RatingLayout>
  );
}
