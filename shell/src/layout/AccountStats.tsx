import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { get, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type MatchKillStatistics } from '@portal/shared/contracts';
import { accountStats, kdrFromStatistics, type StatsUser } from '@portal/shared/domain';
import { VisuallyHidden } from '@portal/shared/ui';

export const matchKillStatisticsKey = ['user', 'match-kill-statistics'] as const;

/** K/D of the signed-in user, fetched only while the desktop sidebar is open with a token. */
export function useKillDeathRatio(enabled: boolean) {
  return useQuery({
    queryKey: matchKillStatisticsKey,
    queryFn: async ({ signal }) => kdrFromStatistics(await get<MatchKillStatistics>(API_PATHS.matchKillStatistics, { signal })),
    enabled,
  });
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0;
`;

const Cell = styled.div`
  display: grid;
  gap: 2px;
  padding: 10px 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: center;
  dt {
    font-size: ${({ theme }) => theme.font.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
    font-weight: 700;
  }
`;

function StatValue({ value, digits, testId }: { value: number | null; digits: number; testId: string }) {
  const { t, i18n } = useTranslation('common');
  if (value === null) {
    return (
      <dd data-testid={testId}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('account.stats.unavailable')}</VisuallyHidden>
      </dd>
    );
  }
  const text = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  return <dd data-testid={testId}>{text}</dd>;
}

/** Rating, level (game id 1) and K/D of the account sidebar; a dash where a value is unavailable. */
export function AccountStats({ user, fetchKd }: { user: StatsUser | null; fetchKd: boolean }) {
  const { t } = useTranslation('common');
  const kd = useKillDeathRatio(fetchKd);
  const stats = accountStats(user, kd.data ?? null);
  return (
    <Grid data-testid="account-stats">
      <Cell>
        <dt>{t('account.stats.rating')}</dt>
        <StatValue value={stats.rating} digits={0} testId="stat-rating" />
      </Cell>
      <Cell>
        <dt>{t('account.stats.level')}</dt>
        <StatValue value={stats.level} digits={0} testId="stat-level" />
      </Cell>
      <Cell>
        <dt>
          <abbr title={t('account.stats.kdFull')}>{t('account.stats.kd')}</abbr>
        </dt>
        <StatValue value={stats.kd} digits={2} testId="stat-kd" />
      </Cell>
    </Grid>
  );
}
