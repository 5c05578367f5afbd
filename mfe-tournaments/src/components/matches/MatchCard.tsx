import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { MyMatch } from '@portal/shared/contracts';
import { Badge, Button, mutedText, surface } from '@portal/shared/ui';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { GroupTime } from './GroupTime';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${surface({ padding: 3 })}
  min-height: 112px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Line = styled.p`
  margin: 0;
  ${mutedText('sm')}
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** One of the player's matches: tournament, stage and group, time, team, standing, and the game-time answer still due. */
export function MatchCard({ match, onConfirm, confirming }: { match: MyMatch; onConfirm: (match: MyMatch) => void; confirming: boolean }) {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <Item data-testid="match-card" data-stage-team={match.stage_team_id}>
      <Head>
        <Title to={paths.match(match.stage_team_id, match.tournament.slug)}>{match.tournament.name}</Title>
        <Badge>{t(`groupStatus.${match.group.status.code}`)}</Badge>
      </Head>
      <Line>
        {match.stage.name} · {match.group.name} · {match.team.name}
      </Line>
      <Line>
        <GroupTime gameTime={match.group.game_time} timezone={match.group.timezone} />
      </Line>
      <Actions>
        {match.place !== null ? <Line>{t('matches.standing', { place: match.place, points: match.points ?? 0 })}</Line> : null}
        {match.needs_game_time_confirmation ? (
          match.can_confirm_game_time ? (
            <Button type="button" $variant="secondary" disabled={confirming} onClick={() => onConfirm(match)}>
              {t('matches.confirmGameTime')}
            </Button>
          ) : (
            <Badge variant="pending">{t('matches.gameTimePending')}</Badge>
          )
        ) : null}
      </Actions>
    </Item>
  );
}
