import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { Card, MutedText, NotFoundState, PageColumn, PageTitle, QueryErrorState, SkeletonBlock } from '@portal/shared/ui';
import { useMatchDetail } from '../../api/matches/match-detail';
import { GroupTime } from '../../components/matches/GroupTime';
import { ChatsSection } from '../../components/chats/ChatsSection';
import { StandingsTable } from '../../components/matches/StandingsTable';
import { parseMatchRef } from '../../lib/match-ref';
import { useLiveResults } from '../../lib/use-live-results';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { GameCountdown } from './GameCountdown';
import { LobbyBox } from './LobbyBox';
import { WarningIcon } from '../../components/icons';

const TournamentLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Teams = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

function Match({ groupTeamId }: { groupTeamId: number }) {
  const { t } = useTranslation('tournaments');
  const [searchParams] = useSearchParams();
  const paths = useTournamentPaths();
  const query = useMatchDetail(groupTeamId, searchParams.get('hash'));
  // The group's standings follow the organiser's writes while the page is open.
  useLiveResults(query.data?.tournament);
  if (query.isPending) {
    return (
      <PageColumn $gap={5} aria-busy="true">
        <SkeletonBlock $height="40px" $width="60%" />
        <SkeletonBlock $height="120px" />
        <SkeletonBlock $height="180px" />
      </PageColumn>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <NotFoundState variant="page" data-testid="not-found" title={t('match.notFoundTitle')} text={t('match.notFoundText')} back={{ to: paths.matches(), label: t('match.toMatches') }} />;
    }
    return <QueryErrorState framed icon={<WarningIcon />} title={t('match.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const match = query.data;
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={<TournamentLink to={paths.detail(match.tournament.slug)}>{match.tournament.name}</TournamentLink>}>
        {t('match.heading', { team: match.team.name, group: match.group.name })}
      </PageTitle>
      <Card>
        <Facts>
          <dt>{t('match.stage')}</dt>
          <dd>{match.stage.name}</dd>
          <dt>{t('match.group')}</dt>
          <dd>{match.group.name}</dd>
          <dt>{t('match.time')}</dt>
          <dd>
            <GroupTime gameTime={match.group.game_time} timezone={match.tournament.timezone} />
          </dd>
          <dt>{t('match.status')}</dt>
          <dd>{t(`groupStatus.${match.group.status.code}`)}</dd>
        </Facts>
        <GameCountdown gameTime={match.group.game_time} />
      </Card>
      <LobbyBox match={match} />
      <Card title={t('match.teams')}>
        <Teams data-testid="match-teams">
          {match.teams.map((team) => (
            <li key={team.id}>{team.name}</li>
          ))}
        </Teams>
      </Card>
      <Card title={t('match.results')}>
        {match.group_results.some((row) => row.matches_played > 0) ? (
          <StandingsTable rows={match.group_results} placementPoints={match.placement_points} highlight={match.stage_team_id} caption={t('standings.caption', { group: match.group.name })} />
        ) : (
          <MutedText $size="sm">{t('match.emptyText')}</MutedText>
        )}
      </Card>
      <ChatsSection tournamentId={match.tournament.id} withCapChats={match.with_cap_chats} groupId={match.group.id} />
    </PageColumn>
  );
}

/** /match/{groupTeamId}-{slug}: one team's match in a tournament group; a malformed segment is not found. */
export default function MatchPage() {
  const { t } = useTranslation('tournaments');
  const { matchRef } = useParams();
  const paths = useTournamentPaths();
  const ref = parseMatchRef(matchRef);
  if (!ref) {
    return (
      <PageColumn $gap={5}>
        <NotFoundState variant="page" data-testid="not-found" title={t('match.notFoundTitle')} text={t('match.notFoundText')} back={{ to: paths.matches(), label: t('match.toMatches') }} />
      </PageColumn>
    );
  }
  return <Match groupTeamId={ref.groupTeamId} />;
}
