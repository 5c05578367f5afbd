import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentUserTeam } from '@portal/shared/contracts';
import { TeamStatusBadge } from '../../../components/applications/TeamStatusBadge';
import { Choice, ChoiceList, Note } from './choice-styles';

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface TeamStepProps {
  teams: readonly TournamentUserTeam[];
  selectedId: number | null;
  onSelect: (teamId: number) => void;
}

/** Step one: the user's teams of the game; only the owner or a manager may apply with one, and only once. */
export function TeamStep({ teams, selectedId, onSelect }: TeamStepProps) {
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
            <span>
              <Line>
                <strong>{team.name}</strong>
                <span>{team.game.name}</span>
                {team.division ? <span>{t(`divisions.${team.division.slug}`, { defaultValue: team.division.slug })}</span> : null}
                <TeamStatusBadge status={team.status} />
              </Line>
              {!team.can_apply ? <Note>{t('apply.captainOnly')}</Note> : null}
              {team.can_apply && applied ? <Note>{t('apply.alreadyApplied')}</Note> : null}
            </span>
          </Choice>
        );
      })}
    </ChoiceList>
  );
}
