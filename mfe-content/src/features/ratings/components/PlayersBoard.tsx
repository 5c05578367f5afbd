import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundIcon, Pagination, QueryErrorState, SkeletonBlock } from '@portal/shared/ui';
import { useRatingPlayers } from '../api/rating-players';
import { RatingTable } from './RatingTable';

/** The personal board: players by rating with matches, kills and K/D. */
export function PlayersBoard({ game, caption }: { game: string; caption: string }) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const [page, setPage] = useState(1);
  const query = useRatingPlayers(game, page);
  if (query.isPending) return <SkeletonBlock aria-hidden="true" $height="320px" />;
  if (!query.data) return <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  return (
    <>
      <RatingTable
        caption={caption}
        columns="players"
        data-testid="rating-players"
        emptyTitle={t('rating.empty.title')}
        emptyText={t('rating.empty.text')}
        rows={data.map((row) => ({
          key: row.user.id,
          cells: [
            row.position,
            <Link key="player" to={localized(routePath('user', { slug: row.user.slug ?? String(row.user.id) }))}>
              {row.user.username}
            </Link>,
            row.matches,
            row.kills,
            row.kd.toFixed(2),
            <strong key="points">{row.rating}</strong>,
          ],
        }))}
      />
      {meta.last_page > 1 ? <Pagination page={meta.current_page} lastPage={meta.last_page} onChange={setPage} data-testid="rating-pagination" /> : null}
    </>
  );
}
