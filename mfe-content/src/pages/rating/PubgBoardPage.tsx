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

/** /rating/pubg-mobile/{slug}: a PUBG Mobile division's team rating, or the personal (player) rating. */
export default function PubgBoardPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const boardLabel = useBoardLabel();
  const board = ratingBoardOf('pubg', useParams().slug);
  return (
    <RatingLayout game="pubg" section="team">
      <BoardNav game="pubg" active={board} />
      {board ? (
        <RatingTable
          caption={t('rating.tables.board', { game: t('rating.games.pubg'), board: boardLabel(board) })}
          columns={board === 'personal' ? 'players' : 'pubgTeams'}
          emptyTitle={t('rating.empty.title')}
          emptyText={t('rating.empty.text')}
        />
      ) : (
        <NotFoundState
          title={t('rating.notFound.title')}
          text={t('rating.notFound.text')}
          back={{ to: localized(routePath('rating.pubg')), label: t('rating.notFound.back') }}
        />
      )}
    </RatingLayout>
  );
}
