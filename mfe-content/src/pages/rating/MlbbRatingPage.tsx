import { useTranslation } from 'react-i18next';
import { BoardNav } from './BoardNav';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';

/** /rating/mlbb: the MLBB team rating over all divisions. */
export default function MlbbRatingPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="mlbb">
      <BoardNav game="mlbb" active={null} />
      <RatingTable caption={t('rating.tables.mlbbTeams')} columns="mlbbTeams" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
    </RatingLayout>
  );
}
