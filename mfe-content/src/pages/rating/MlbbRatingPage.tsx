import { useTranslation } from 'react-i18next';
import { GAMES } from '@portal/shared/constants';
import { BoardNav } from '../../features/ratings/components/BoardNav';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { RatingRule } from '../../features/ratings/components/RatingRule';
import { TeamBoard } from '../../features/ratings/components/TeamBoard';

/** /rating/mlbb: the MLBB team rating over all divisions. */
export default function MlbbRatingPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="mlbb">
      <BoardNav game="mlbb" active={null} />
      <TeamBoard game={GAMES.mlbb.slug} board="all" caption={t('rating.tables.mlbbTeams')} teamRoute="rating.mlbb.detail" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
      <RatingRule />
    </RatingLayout>
  );
}
