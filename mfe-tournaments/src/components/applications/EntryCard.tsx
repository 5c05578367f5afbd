import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { TournamentEntry } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { Card, mutedText } from '@portal/shared/ui';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { MemberStatusBadge } from './MemberStatusBadge';
import { TeamStatusBadge } from './TeamStatusBadge';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  ${mutedText('sm')}
`;

const Players = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** An application as /applications and /entries show it: tournament, team, status, group, players and the page's actions. */
export function EntryCard({ entry, actions }: { entry: TournamentEntry; actions?: ReactNode }) {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const lastGroup = entry.stage_teams.at(-1)?.group ?? entry.group;
  const time = lastGroup ? formatGameTime(lastGroup.game_time, lastGroup.timezone) : null;
  return (
    <Card data-testid="entry-card" aria-label={`${entry.tournament.name}: ${entry.team.name}`}>
      <Head>
        <Link to={paths.detail(entry.tournament.slug)}>
          <strong>{entry.tournament.name}</strong>
        </Link>
        <span>{entry.team.name}</span>
        <TeamStatusBadge status={entry.team_status} />
      </Head>
      {lastGroup && time ? <Muted>{t('entryCard.group', { name: lastGroup.name, time: time.dateTime, timezone: time.timezone })}</Muted> : null}
      {entry.status.code === 'rejected' && entry.reject_description ? <Muted>{t('apply.rejectedBecause', { reason: entry.reject_description })}</Muted> : null}
      <Players aria-label={t('entryCard.players')}>
        {entry.members.map((member) => (
          <li key={member.id}>
            {member.username} <MemberStatusBadge status={member.status} />
          </li>
        ))}
      </Players>
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
}
