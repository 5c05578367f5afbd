import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GAMES } from '@portal/shared/constants';
import { BoardNav } from '../../features/ratings/components/BoardNav';
import { PlayersBoard } from '../../features/ratings/components/PlayersBoard';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { TeamBoard } from '../../features/ratings/components/TeamBoard';
import { TeamRatingView } from '../../features/ratings/components/TeamRatingView';
import { ratingBoardOf } from '../../features/ratings/lib/rating-boards';
import { useBoardLabel } from '../../features/ratings/hooks/use-board-label';

/** /rating/pubg-mobile/{slug}: a division board, the personal (player) board, or a team's rating page. */
export default function PubgBoardPage() {
  const { t } = useTranslation('content');
  const boardLabel = useBoardLabel();
  const { slug = '' } = useParams();
  const board = ratingBoardOf('pubg', slug);
  const caption = board ? t('rating.tables.board', { game: t('rating.games.pubg'), board: boardLabel(board) }) : '';
  return (
    <RatingLayout game="pubg" section="team">
      <BoardNav game="pubg" active={board} />
      {board === 'personal' ? (
        <PlayersBoard game={GAMES.pubg.slug} caption={caption} />
      ) : board ? (
        <TeamBoard key={board} game={GAMES.pubg.slug} board={board} caption={caption} teamRoute="rating.pubg.detail" emptyTitle={t('rating.empty.title')} emptyText={t('rating.empty.text')} />
      ) : (
        <TeamRatingView game={GAMES.pubg.slug} slug={slug} board="all" backRoute="rating.pubg" />
      )}
    </RatingLayout>
  );
}
