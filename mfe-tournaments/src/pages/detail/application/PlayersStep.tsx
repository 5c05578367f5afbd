import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameKey } from '@portal/shared/constants';
import { decodeErrorCode, type TournamentUserTeam } from '@portal/shared/contracts';
import { isPlayerOptionDisabled, playersHint, type PlayerFormat } from '@portal/shared/domain';
import { PlayerOption } from '../../../components/applications/PlayerOption';
import { ChoiceList, ErrorNote, Note } from './choice-styles';

const Counter = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

export interface PlayersStepProps {
  team: TournamentUserTeam;
  game: GameKey;
  format: PlayerFormat;
  replaceCount: number;
  selectedIds: readonly number[];
  /** The step's error (count or replace limit) once the user has tried to go on. */
  error: string | null;
  onToggle: (id: number) => void;
  /** The signed-in user's id and the way to add their game profile (apply modal only). */
  own?: { userId: number; onAddGameProfile: () => void };
}

/** The teammates step: the hint per game, the players with their eligibility, at most format.max. */
export function PlayersStep({ team, game, format, replaceCount, selectedIds, error, onToggle, own }: PlayersStepProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const hint = playersHint(game, format, replaceCount);
  const translate = (code: string) => {
    const { key, params } = decodeErrorCode(code);
    return tv(key, params);
  };
  return (
    <div>
      <Note>{tv(hint.key, hint.params)}</Note>
      <Counter aria-live="polite">{t('apply.selected', { selected: selectedIds.length, max: format.max })}</Counter>
      <ChoiceList role="group" aria-label={t('apply.steps.players')}>
        {team.members.map((member) => (
          <PlayerOption
            key={member.id}
            member={member}
            gameId={team.game.id}
            checked={selectedIds.includes(member.id)}
            atMaximum={isPlayerOptionDisabled(member.id, selectedIds, format)}
            onToggle={onToggle}
            onAddGameProfile={own && own.userId === member.id ? own.onAddGameProfile : undefined}
          />
        ))}
      </ChoiceList>
      {error ? <ErrorNote role="alert">{translate(error)}</ErrorNote> : null}
    </div>
  );
}
