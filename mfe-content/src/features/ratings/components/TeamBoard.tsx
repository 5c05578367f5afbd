import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, type PortalRouteId } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundIcon, Pagination, QueryErrorState, SkeletonBlock } from '@portal/shared/ui';
import { useRatingBoard } from '../api/rating-board';
import { RatingTable } from './RatingTable';
import { signed } from '../lib/rating-format';

export interface TeamBoardProps {
  /** Game route slug: pubg-mobile or mlbb. */
  game: string;
  /** all, world, seasonal or a division slug. */
  board: string;
  season?: number;
  caption: string;
  /** Where a team's name leads (its rating page on this board). */
  teamRoute: Extract<PortalRouteId, 'rating.mlbb.detail' | 'rating.pubg.detail' | 'rating.pubg.world.detail'>;
  emptyTitle: string;
  emptyText: string;
}

/** A team board: place, team, tournaments, wins, change of the last 30 days, points and the open skill rating, 20 to a page. */
export function TeamBoard({ game, board, season = 0, caption, teamRoute, emptyTitle, emptyText }: TeamBoardProps) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const [page, setPage] = useState(1);
  const query = useRatingBoard(game, board, season, page);
  if (query.isPending) return <SkeletonBlock aria-hidden="true" $height="320px" />;
  if (!query.data) return <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  return (
    <>
      <RatingTable
        caption={caption}
        columns="teams"
        data-testid="rating-board"
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        rows={data.map((row) => ({
          key: row.team.id,
          cells: [
            row.position,
            <Link key="team" to={localized(routePath(teamRoute, { slug: row.team.slug }))}>
              {row.team.name}
            </Link>,
            row.tournaments_count,
            row.wins,
            <span key="change" aria-label={t('rating.changeLabel', { points: row.change })}>
              {signed(row.change)}
            </span>,
            <strong key="points">{row.points}</strong>,
            row.skill.toFixed(1),
          ],
        }))}
      />
      {meta.last_page > 1 ? <Pagination page={meta.current_page} lastPage={meta.last_page} onChange={setPage} data-testid="rating-pagination" /> : null}
    </>
  );
}
