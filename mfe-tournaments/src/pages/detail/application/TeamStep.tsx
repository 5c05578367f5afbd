import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentUserTeam } from '@portal/shared/contracts';
import type { PlayerFormat } from '@portal/shared/domain';
import { Avatar } from '@portal/shared/ui';
import { TeamReadinessNote } from '../../../components/applications/TeamReadinessNote';
import { TeamStatusBadge } from '../../../components/applications/TeamStatusBadge';
import { Choice, ChoiceList, Note } from './choice-styles';

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

export interface TeamStepProps {
  teams: readonly TournamentUserTeam[];
  format: Pick<PlayerFormat, 'min'>;
  selectedId: number | null;
  onSelect: (teamId: number) => void;
}

/**
 * Step one: the user's teams of the game (logo, name, game, division, status); only the owner or a manager
 * may apply with one, and only once; each team says how many of its players are eligible and what to fix.
 */
export function TeamStep({ teams, format, selectedId, onSelect }: TeamStepProps) {
  const { t } = useTranslation('tournaments');
  if (teams.length === 0) return <Note>{t('apply.noTeams')}</Note>;
  return (
    <ChoiceList role="radiogroup" aria-label={t('apply.steps.team')}>
      {teams.map((team) => {
        const applied = team.entry !== null && team.status !== 'rejected' && team.status !== 'awaitingAcceptedAdmin';
        const disabled = !team.can_apply || applied;
        return (
          <Choice key={team.id} $selected={selectedId === team.id} $disabled={disabled} data-testid="team-choice">
            <input type="radio" name="apply-team" checked={selectedId === team.id} disabled={disabled} onChange={() => onSelect(team.id)} />
            <span data-testid="team-logo">
              <Avatar avatar={team.logo} alt="" size={40} />
            </span>
            <Body>
              <Line>
                <strong>{team.name}</strong>
                <span>{team.game.name}</span>
                {team.division ? <span>{t(`divisions.${team.division.slug}`, { defaultValue: team.division.slug })}</span> : null}
                <TeamStatusBadge status={team.status} />
              </Line>
              {!team.can_apply ? <Note>{t('apply.captainOnly')}</Note> : null}
              {team.can_apply && applied ? <Note>{t('apply.alreadyApplied')}</Note> : null}
              {disabled ? null : <TeamReadinessNote team={team} format={format} />}
            </Body>
          </Choice>
        );
      })}
    </ChoiceList>
  );
}
