import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BoardNav } from './BoardNav';
import { BoardNotFound } from './BoardNotFound';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';
import { ratingBoardOf } from './rating-boards';
import { useBoardLabel } from './use-board-label';

/** /rating/mlbb/{slug}: the MLBB rating of one division (mlbb-division-1 to 3). */
export default function MlbbBoardPage() {
  const { t } = useTranslation('content');
  const boardLabel = useBoardLabel();
  const board = ratingBoardOf('mlbb', useParams().slug);
  return (
    <RatingLayout id="rating.mlbb.detail" game="mlbb">
      <BoardNav game="mlbb" active={board} />
      {board ? (
        <RatingTable
          caption={t('rating.tables.board', { game: t('rating.games.mlbb'), board: boardLabel(board) })}
          columns="mlbbTeams"
          emptyTitle={t('rating.empty.title')}
          emptyText={t('rating.empty.text')}
        />
      ) : (
        <BoardNotFound back="rating.mlbb" />
      )}
    </RatingLayout>
  );
}
