import { useParams } from 'react-router';
import { GAMES } from '@portal/shared/constants';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { TeamRatingView } from '../../features/ratings/components/TeamRatingView';

/** /rating/pubg-mobile/world-team-rating/{slug}: one team in the world rating, with its history. */
export default function PubgWorldTeamPage() {
  const { slug = '' } = useParams();
  return (
    <RatingLayout game="pubg" section="world">
      <TeamRatingView game={GAMES.pubg.slug} slug={slug} board="world" backRoute="rating.pubg.world" />
    </RatingLayout>
  );
}
