import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundState } from '@portal/shared/ui';
import { BoardNav } from './BoardNav';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';
import { ratingBoardOf } from './rating-boards';
import { useBoardLabel } from './use-board-label';

/** /rating/mlbb/{slug}: the MLBB rating of one division (mlbb-division-1 to 3). */
export default function MlbbBoardPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const boardLabel = useBoardLabel();
  const board = ratingBoardOf('mlbb', useParams().slug);
  return (
    <RatingLayout game="mlbb">
      <BoardNav game="mlbb" active={board} />
      {board ? (
        <RatingTable
          caption={t('rating.tables.board', { game: t('rating.games.mlbb'), board: boardLabel(board) })}
          columns="mlbbTeams"
          emptyTitle={t('rating.empty.title')}
          emptyText={t('rating.empty.text')}
        />
      ) : (
        <NotFoundState
          title={t('rating.notFound.title')}
          text={t('rating.notFound.text')}
          back={{ to: localized(routePath('rating.mlbb')), label: t('rating.notFound.back') }}
        />
      )}
    </RatingLayout>
  );
}
