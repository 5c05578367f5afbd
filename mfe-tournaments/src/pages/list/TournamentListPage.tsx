import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGINATION_PER_PAGE } from '@portal/shared/constants';
import { useRouteId } from '@portal/shared/platform';
import { Button, EmptyState, MutedText, PageColumn, Pagination, QueryErrorState, Stack, TrophyIcon } from '@portal/shared/ui';
import { useTournamentList } from '../../api/tournament-list';
import { changeFilter, hasActiveFilter, readListFilters, writeListFilters, type ListFilters as Filters } from '../../lib/list-filters';
import { listGameOf } from '../../lib/tournament-paths';
import { ListFilters } from './ListFilters';
import { ListHero } from './ListHero';
import { TournamentCard } from '../../components/tournament/TournamentCard';
import { TournamentGridSkeleton } from './TournamentCardSkeleton';
import { TournamentGrid } from './TournamentGrid';
import { WarningIcon } from '../../components/icons';

/**
 * The tournament lists (routes of all games, PUBG Mobile and MLBB: the route says which game): hero with
 * the game switch, status and division filters, cards ten to a page, pagination. Filters and page live in
 * the URL query.
 */
export default function TournamentListPage() {
  const { t } = useTranslation('tournaments');
  const game = listGameOf(useRouteId());
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(searchParams, game);
  const list = useTournamentList({ game, status: filters.status, division: filters.division, page: filters.page });
  const show = (next: Filters) => setSearchParams(writeListFilters(next, searchParams));
  const filtered = hasActiveFilter(filters) || filters.page > 1;

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <TournamentGrid>
        <TournamentGridSkeleton count={PAGINATION_PER_PAGE} />
      </TournamentGrid>
    );
  } else if (!list.data) {
    body = <QueryErrorState framed icon={<WarningIcon />} title={t('common.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0) {
    body = (
      <EmptyState
        data-testid="list-empty"
        icon={<TrophyIcon />}
        title={filtered ? t('list.emptyTitle') : t('list.noneTitle')}
        text={filtered ? t('list.emptyText') : t('list.noneText')}
        action={
          filtered ? (
            <Button $variant="secondary" onClick={() => show({ status: null, division: null, page: 1 })}>
              {t('list.reset')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const { data, meta } = list.data;
    body = (
      <>
        <MutedText $size="sm">{t('list.count', { total: meta.total })}</MutedText>
        <TournamentGrid>
          {data.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} updatedAt={list.dataUpdatedAt} />
          ))}
        </TournamentGrid>
        <Pagination page={meta.current_page} lastPage={meta.last_page} onChange={(page) => show({ ...filters, page })} data-testid="list-pagination" />
      </>
    );
  }

  return (
    <PageColumn $gap={5}>
      <ListHero game={game} filters={filters} />
      <ListFilters game={game} filters={filters} onChange={(change) => show(changeFilter(filters, change))} />
      <Stack as="section" $gap={4} aria-label={t('list.results')} aria-busy={list.isFetching}>
        {body}
      </Stack>
    </PageColumn>
  );
}
