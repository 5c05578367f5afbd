import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_DIVISIONS } from '@portal/shared/constants';
import type { DivisionRef } from '@portal/shared/contracts';
import { displayedDivisions, NO_VALUE } from '@portal/shared/domain';

const LEVEL = /-division-([123])$/;

/** The divisions of a tournament as text: 'all' when all three apply, else "Division 1, Division 2". */
export function useDivisionText() {
  const { t } = useTranslation('tournaments');
  return useCallback(
    (divisions: readonly DivisionRef[]) => {
      const shown = displayedDivisions(divisions);
      if (shown.length === 0) return NO_VALUE;
      return shown
        .map((slug) => {
          if (slug === ALL_DIVISIONS) return t('divisions.all');
          const level = LEVEL.exec(slug)?.[1];
          if (level) return t('divisions.level', { level });
          return divisions.find((d) => d.slug === slug)?.name ?? slug;
        })
        .join(', ');
    },
    [t],
  );
}
