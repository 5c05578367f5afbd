import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RATING_CHANGE_PERIOD_DAYS, RATING_DIVISION_TIERS, RATING_PARTICIPATION_POINTS, RATING_PLACEMENT_POINTS, RATING_WORLD_WINDOW_DAYS } from '@portal/shared/constants';
import { surface } from '@portal/shared/ui';

const Box = styled.details`
  ${surface({ padding: 4 })}
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.6;
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/** How the points are counted, written from the shared rule's numbers. */
export function RatingRule() {
  const { t } = useTranslation('content');
  const places = RATING_PLACEMENT_POINTS.map((points, i) => `${i + 1} — ${points}`).join(', ');
  return (
    <Box data-testid="rating-rule">
      <summary>{t('rating.rule.title')}</summary>
      <p>{t('rating.rule.places', { places, last: RATING_PLACEMENT_POINTS.length, other: RATING_PARTICIPATION_POINTS })}</p>
      <p>{t('rating.rule.tiers', { first: RATING_DIVISION_TIERS[1], second: RATING_DIVISION_TIERS[2], third: RATING_DIVISION_TIERS[3] })}</p>
      <p>{t('rating.rule.periods', { change: RATING_CHANGE_PERIOD_DAYS, world: RATING_WORLD_WINDOW_DAYS })}</p>
      <p>{t('rating.rule.skill')}</p>
    </Box>
  );
}
