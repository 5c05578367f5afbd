import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GAMES } from '@portal/shared/constants';
import { BoardNav } from '../../features/ratings/components/BoardNav';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { TeamBoard } from '../../features/ratings/components/TeamBoard';
import { TeamRatingView } from '../../features/ratings/components/TeamRatingView';
import { ratingBoardOf } from '../../features/ratings/lib/rating-boards';
import { useBoardLabel } from '../../features/ratings/hooks/use-board-label';

/** /rating/mlbb/{slug}: a division board (mlbb-division-1 to 3), or a team's rating page by its slug. */
export default function MlbbBoardPage() {
  const { t } = useTranslation('content');
  const boardLabel = useBoardLabel();
  const { slug = '' } = useParams();
  const board = ratingBoardOf('mlbb', slug);
  return (
    <RatingLayout game="mlbb">
      <BoardNav game="mlbb" active={board} />
      {board ? (
        <TeamBoard
          key={board}
          game={GAMES.mlbb.slug}
          board={board}
          caption={t('rating.tables.board', { game: t('rating.games.mlbb'), board: boardLabel(board) })}
          teamRoute="rating.mlbb.detail"
          emptyTitle={t('rating.empty.title')}
          emptyText={t('rating.empty.text')}
        />
      ) : (
        <TeamRatingView game={GAMES.mlbb.slug} slug={slug} board="all" backRoute="rating.mlbb" />
      )}
    </RatingLayout>
  );
}
