import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { divisionNumber, type RatingBoard } from '../lib/rating-boards';

/** "Division 2" for a division board, "Personal" for the personal board, in the page language. */
export function useBoardLabel(): (board: RatingBoard) => string {
  const { t } = useTranslation('content');
  return useCallback(
    (board: RatingBoard) => {
      const number = divisionNumber(board);
      return number === null ? t('rating.boards.personal') : t('rating.boards.division', { number });
    },
    [t],
  );
}
