import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canGrantOrganizers } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { ButtonLink, PageColumn, PageTitle, Pagination, QueryErrorState, TrophyIcon } from '@portal/shared/ui';
import { useMyTournaments } from '../../api/organizer/my-tournaments';
import { EmptyList } from '../../components/EmptyList';
import { ConsoleGate } from '../../components/organizer/ConsoleGate';
import { useConsoleTitle } from '../../lib/organizer/use-console-title';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { MyTournamentCard } from './MyTournamentCard';
import { WarningIcon } from '../../components/icons';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

function MyTournaments() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const list = useMyTournaments(page);
  const isAdmin = canGrantOrganizers((user?.roles ?? []).map((role) => role.name));
  const { title, subtitle } = useConsoleTitle();
  const newButton = <ButtonLink to={paths.organizerNew()}>{t('organizer.home.create')}</ButtonLink>;
  return (
    <PageColumn $gap={5} aria-busy={list.isPending}>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      <Actions>
        {newButton}
        {isAdmin ? (
          <ButtonLink $variant="secondary" to={paths.organizers()}>
            {t('organizer.organizers.title')}
          </ButtonLink>
        ) : null}
      </Actions>
      {list.isError && !list.data ? <QueryErrorState framed icon={<WarningIcon />} title={t('organizer.home.loadFailed')} error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.data.length === 0 ? (
        <EmptyList label={title} icon={<TrophyIcon />} title={t('organizer.home.emptyTitle')} text={t('organizer.home.emptyText')} action={newButton} />
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <>
          <Grid>
            {list.data.data.map((tournament) => (
              <MyTournamentCard key={tournament.id} tournament={tournament} />
            ))}
          </Grid>
          <Pagination page={page} lastPage={list.data.meta.last_page} onChange={setPage} />
        </>
      ) : null}
    </PageColumn>
  );
}

/** /organizer: my tournaments (drafts, published, ended) with their fill; staff see every tournament, titled so. */
export default function OrganizerHomePage() {
  const { t } = useTranslation('tournaments');
  return (
    <ConsoleGate title={t('organizer.home.title')}>
      <MyTournaments />
    </ConsoleGate>
  );
}
