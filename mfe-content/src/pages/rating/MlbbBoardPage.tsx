import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GAMES } from '@portal/shared/constants';
import { BoardNav } from './BoardNav';
import { RatingLayout } from './RatingLayout';
import { TeamBoard } from './TeamBoard';
import { TeamRatingView } from './TeamRatingView';
import { ratingBoardOf } from './rating-boards';
import { useBoardLabel } from './use-board-label';

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
