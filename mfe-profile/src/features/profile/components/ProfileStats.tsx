import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublicUser } from '@portal/shared/contracts';
import { accountStats } from '@portal/shared/domain';
import { surface } from '@portal/shared/ui';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Stat = styled.div`
  ${surface({ padding: 3, radius: 'md', raised: true })}
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

/**
 * PUBG Mobile rating, level (of the game profile of game id 1), K/D in PUBG Mobile and in MLBB; a dash
 * for what the player does not have or does not show.
 */
export function ProfileStats({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  const stats = accountStats(user, user.statistics?.pubg_mobile.kdr ?? null);
  const mlbb = user.statistics && user.statistics.mlbb.matches > 0 ? user.statistics.mlbb.kdr : null;
  const shown = (value: number | null) => (value === null ? t('user.stats.none') : String(value));
  const items = [
    { id: 'rating', label: t('user.stats.rating'), value: stats.rating },
    { id: 'level', label: t('user.stats.level'), value: stats.level },
    { id: 'kd', label: t('user.stats.kdPubg'), value: stats.kd },
    { id: 'kd-mlbb', label: t('user.stats.kdMlbb'), value: mlbb },
  ];
  return (
    <Grid>
      {items.map((item) => (
        <Stat key={item.id} data-stat={item.id}>
          <dt>{item.label}</dt>
          <dd>{shown(item.value)}</dd>
        </Stat>
      ))}
    </Grid>
  );
}
