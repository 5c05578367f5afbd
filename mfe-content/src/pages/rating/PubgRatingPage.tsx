import { useTranslation } from 'react-i18next';
import { GAMES } from '@portal/shared/constants';
import { BoardNav } from '../../features/ratings/components/BoardNav';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { RatingRule } from '../../features/ratings/components/RatingRule';
import { TeamBoard } from '../../features/ratings/components/TeamBoard';

/** /rating/pubg-mobile: the PUBG Mobile team rating over all divisions. */
export default function PubgRatingPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="pubg" section="team">
      <BoardNav game="pubg" active={null} />
      <TeamBoard game={GAMES.pubg.slug} board="all" caption={t('rating.tables.pubgTeams')} teamRoute="rating.pubg.detail" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
      <RatingRule />
    </RatingLayout>
  );
}
