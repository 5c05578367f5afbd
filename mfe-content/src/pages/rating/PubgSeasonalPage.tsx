import { useTranslation } from 'react-i18next';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';

/** /rating/pubg-mobile/seasonal: the seasons of the PUBG Mobile rating. */
export default function PubgSeasonalPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="pubg" section="seasonal">
      <RatingTable caption={t('rating.tables.seasons')} columns="seasons" emptyTitle={t('rating.seasonal.emptyTitle')} emptyText={t('rating.seasonal.emptyText')} />
    </RatingLayout>
  );
}
