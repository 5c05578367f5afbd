import { useTranslation } from 'react-i18next';
import { GAMES } from '@portal/shared/constants';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { RatingRule } from '../../features/ratings/components/RatingRule';
import { TeamBoard } from '../../features/ratings/components/TeamBoard';

/** /rating/pubg-mobile/world-team-rating: PUBG Mobile teams by the points of the last 365 days. */
export default function PubgWorldPage() {
  const { t } = useTranslation('content');
  return (
    <RatingLayout game="pubg" section="world">
      <TeamBoard game={GAMES.pubg.slug} board="world" caption={t('rating.tables.world')} teamRoute="rating.pubg.world.detail" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
      <RatingRule />
    </RatingLayout>
  );
}
