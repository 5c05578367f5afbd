import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { routePath, type PortalRouteId } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, NotFoundIcon, NotFoundState, QueryErrorState, SectionHeader, SkeletonBlock, Stack } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useRatingTeam } from '../api/rating-team';
import { PageActions } from './PageActions';
import { HistoryChart } from './HistoryChart';
import { RatingRule } from './RatingRule';
import { RatingTable } from './RatingTable';
import { signed } from '../lib/rating-format';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
    font-weight: 700;
  }
`;

export interface TeamRatingViewProps {
  game: string;
  slug: string;
  /** all, world or a division slug. */
  board: string;
  /** The board's page (the way back). */
  backRoute: PortalRouteId;
}

/** A team's rating page: position, points, change, tournaments counted, the history chart and table. */
export function TeamRatingView({ game, slug, board, backRoute }: TeamRatingViewProps) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const query = useRatingTeam(game, slug, board);
  const back = { to: localized(routePath(backRoute)), label: t('rating.team.back') };
  if (query.isPending) return <SkeletonBlock aria-hidden="true" $height="320px" />;
  if (!query.data) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundState title={t('rating.team.notFoundTitle')} text={t('rating.team.notFoundText')} back={back} />;
    return <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const team = query.data;
  return (
    <Stack $gap={4} data-testid="team-rating">
      <SectionHeader subtitle={team.game.name}>{team.team.name}</SectionHeader>
      <Facts>
        <div>
          <dt>{t('rating.team.position')}</dt>
          <dd data-testid="team-position">{team.position === null ? '—' : t('rating.team.positionOf', { position: team.position, total: team.teams_count })}</dd>
        </div>
        <div>
          <dt>{t('rating.columns.points')}</dt>
          <dd data-testid="team-points">{team.points}</dd>
        </div>
        <div>
          <dt>{t('rating.columns.change')}</dt>
          <dd>{signed(team.change)}</dd>
        </div>
        <div>
          <dt>{t('rating.team.counted')}</dt>
          <dd>{team.tournaments_count}</dd>
        </div>
        <div>
          <dt>{t('rating.columns.wins')}</dt>
          <dd>{team.wins}</dd>
        </div>
        <div>
          <dt>{t('rating.team.skill')}</dt>
          <dd data-testid="team-skill" title={t('rating.team.skillDetail', { mu: team.skill.mu.toFixed(2), sigma: team.skill.sigma.toFixed(2) })}>
            {team.skill.ordinal.toFixed(1)}
          </dd>
        </div>
      </Facts>
      {team.history.length > 0 ? <HistoryChart history={team.history} /> : null}
      <RatingTable
        caption={t('rating.tables.teamHistory')}
        columns="teamHistory"
        data-testid="team-history"
        emptyTitle={t('rating.world.teamEmptyTitle')}
        emptyText={t('rating.world.teamEmptyText')}
        rows={[...team.history].reverse().map((item) => ({
          key: item.tournament.id,
          cells: [
            <Link key="t" to={localized(routePath('tournaments.detail', { slug: item.tournament.slug }))}>
              {item.tournament.name}
            </Link>,
            formatLocalizedDate(item.date, null, locale, 'D MMMM YYYY'),
            item.place,
            item.points,
            item.total,
          ],
        }))}
      />
      <RatingRule />
      <PageActions>
        <ButtonLink to={back.to} $variant="ghost">
          {back.label}
        </ButtonLink>
      </PageActions>
    </Stack>
  );
}
