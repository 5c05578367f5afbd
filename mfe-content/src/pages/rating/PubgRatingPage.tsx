import { useTranslation } from 'react-i18next';
import { BoardNav } from './BoardNav';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';

/** /rating/pubg-mobile: the PUBG Mobile team rating over all divisions. */
export default function PubgRatingPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="pubg" section="team">
      <BoardNav game="pubg" active={null} />
      <RatingTable caption={t('rating.tables.pubgTeams')} columns="pubgTeams" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
    </RatingLayout>
  );
}
