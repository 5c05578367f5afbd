import { LinkTabs } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { GAMES, type GameKey } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { boardsOf, type RatingBoard } from '../lib/rating-boards';
import { useBoardLabel } from '../hooks/use-board-label';

const DETAIL_ROUTE = { mlbb: 'rating.mlbb.detail', pubg: 'rating.pubg.detail' } as const;
const OVERVIEW_ROUTE = { mlbb: 'rating.mlbb', pubg: 'rating.pubg' } as const;

/** The boards of a game's rating: its overall table, then one per division (and personal for PUBG). */
export function BoardNav({ game, active }: { game: GameKey; active: RatingBoard | null }) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const boardLabel = useBoardLabel();
  return (
    <LinkTabs
      label={t('rating.boardsLabel', { game: t(`rating.games.${game}`) })}
      look="chips"
      active={active ?? GAMES[game].slug}
      tabs={[
        { id: GAMES[game].slug, label: t('rating.boards.all'), to: localized(routePath(OVERVIEW_ROUTE[game])) },
        ...boardsOf(game).map((board) => ({ id: board, label: boardLabel(board), to: localized(routePath(DETAIL_ROUTE[game], { slug: board })) })),
      ]}
    />
  );
}
