import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SessionUser } from '@portal/shared/contracts';
import { accountStats } from '@portal/shared/domain';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Stat = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
    font-weight: 600;
  }
`;

/** PUBG Mobile rating and level (of the game profile of game id 1), a dash when there is none. */
export function ProfileStats({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const stats = accountStats(user, null);
  const shown = (value: number | null) => (value === null ? t('user.stats.none') : String(value));
  return (
    <Grid>
      <Stat data-stat="rating">
        <dt>{t('user.stats.rating')}</dt>
        <dd>{shown(stats.rating)}</dd>
      </Stat>
      <Stat data-stat="level">
        <dt>{t('user.stats.level')}</dt>
        <dd>{shown(stats.level)}</dd>
      </Stat>
    </Grid>
  );
}
