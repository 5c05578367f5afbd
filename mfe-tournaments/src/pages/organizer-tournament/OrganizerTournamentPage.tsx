import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { Badge, NotFoundState, PageColumn, PageTitle, QueryErrorState, Skeleton, Tabs, TournamentStatusBadge } from '@portal/shared/ui';
import { useManagedTournament } from '../../api/organizer/managed-tournament';
import { ConsoleGate } from '../../components/organizer/ConsoleGate';
import { useConsoleTitle } from '../../lib/organizer/use-console-title';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { ORGANIZER_SECTIONS } from './sections';
import { TournamentActions } from './TournamentActions';
import { WarningIcon } from '../../components/icons';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function ManagedTournament() {
  const { t } = useTranslation('tournaments');
  const { slug = '' } = useParams();
  const paths = useTournamentPaths();
  const query = useManagedTournament(slug);
  const { title } = useConsoleTitle();
  if (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) {
    return <NotFoundState variant="page" title={t('organizer.tournament.notFound')} text={t('organizer.tournament.notFoundText')} back={{ to: paths.organizer(), label: title }} />;
  }
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('organizer.tournament.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const tournament = query.data;
  if (!tournament) return <Skeleton lines={6} />;
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={<Link to={paths.organizer()}>← {title}</Link>}>{tournament.name}</PageTitle>
      <Meta>
        <Badge variant={tournament.is_published ? 'accepted' : 'pending'}>{t(tournament.is_published ? 'organizer.published' : 'organizer.draft')}</Badge>
        {tournament.is_private ? <Badge>{t('organizer.private')}</Badge> : null}
        <TournamentStatusBadge status={tournament.status.code} />
        <span>{t('organizer.home.fill', { accepted: tournament.accepted_teams_count, slots: tournament.slot_count })}</span>
      </Meta>
      <TournamentActions tournament={tournament} />
      <Tabs
        label={t('organizer.sections.label')}
        memoryScope="organizer"
        data-testid="organizer-sections"
        tabs={ORGANIZER_SECTIONS.map(({ id, labelKey, Panel }) => ({ id, label: t(labelKey), content: <Panel tournament={tournament} /> }))}
      />
    </PageColumn>
  );
}

/** /organizer/tournaments/{slug}: one tournament of the console, its settings, stages and groups, status. */
export default function OrganizerTournamentPage() {
  const { t } = useTranslation('tournaments');
  return (
    <ConsoleGate title={t('organizer.tournament.title')}>
      <ManagedTournament />
    </ConsoleGate>
  );
}
