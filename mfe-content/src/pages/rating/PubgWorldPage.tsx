import { useTranslation } from 'react-i18next';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';

/** /rating/pubg-mobile/world-team-rating: teams of every country in one table. */
export default function PubgWorldPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="pubg" section="world">
      <RatingTable caption={t('rating.tables.world')} columns="world" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
    </RatingLayout>
  );
}
