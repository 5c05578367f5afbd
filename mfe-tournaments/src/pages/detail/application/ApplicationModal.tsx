import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { APPLICATION_MESSAGES, TOAST_DURATION_MS, type GameKey } from '@portal/shared/constants';
import { decodeErrorCode, type TournamentDetail, type TournamentUserTeam } from '@portal/shared/contracts';
import { decideSubmit, EMPTY_SELECTION, isTeamStepValid, isTimeStepValid, playersStepError, selectTeam, type ApplicationSelection } from '@portal/shared/domain';
import { Button, Modal, toast } from '@portal/shared/ui';
import { useSubmitApplication } from '../../../api/applications/submit-application';
import { GroupStep } from './GroupStep';
import { PlayersStep } from './PlayersStep';
import { StageStep } from './StageStep';
import { APPLY_STEPS, stepTitleKey } from './steps';
import { SuccessStep } from './SuccessStep';
import { TeamStep } from './TeamStep';

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StepHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

export interface ApplicationModalProps {
  open: boolean;
  onClose: () => void;
  tournament: TournamentDetail;
  teams: readonly TournamentUserTeam[];
}

/**
 * The apply modal of spec section 2 (default mode): team, time (PUBG group, MLBB stage), teammates,
 * success. Each step's validity (shared rules) enables the forward button; the last step before success
 * sends the application (new, or resent for a team awaiting the admin or rejected).
 */
export function ApplicationModal({ open, onClose, tournament, teams }: ApplicationModalProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const game: GameKey = tournament.game_slug === 'mlbb' ? 'mlbb' : 'pubg';
  const [stepIndex, setStepIndex] = useState(0);
  const [selection, setSelection] = useState<ApplicationSelection>(EMPTY_SELECTION);
  const [playersError, setPlayersError] = useState<string | null>(null);
  const submit = useSubmitApplication();
  const step = APPLY_STEPS[stepIndex] ?? 'team';
  const team = teams.find((candidate) => candidate.id === selection.teamId) ?? null;
  const format = { min: tournament.currentFormat.min, max: tournament.currentFormat.max };
  const stage = tournament.stages.find((candidate) => candidate.id === selection.stageId) ?? null;
  const replaceCount = stage?.replace_count ?? tournament.currentStage?.replace_count ?? 0;
  const limit = { entryAccepted: false, lastStageMemberIds: [], replaceCount };

  const reset = () => {
    setStepIndex(0);
    setSelection(EMPTY_SELECTION);
    setPlayersError(null);
    submit.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const valid =
    step === 'team' ? isTeamStepValid(selection) && team?.can_apply === true : step === 'time' ? isTimeStepValid(selection, game) : step === 'players' ? selection.playerIds.length > 0 : true;

  const send = async () => {
    const error = playersStepError(selection.playerIds, format, limit);
    setPlayersError(error);
    if (error) {
      if (decodeErrorCode(error).key === APPLICATION_MESSAGES.replace_limit) {
        const { key, params } = decodeErrorCode(error);
        toast.error(tv(key, params), { durationMs: TOAST_DURATION_MS });
      }
      return;
    }
    if (!team) return;
    const action = decideSubmit('default', team.status);
    try {
      await submit.mutateAsync({
        action: action === 'resend' ? 'resend' : 'new',
        tournamentId: tournament.id,
        teamId: team.id,
        groupId: selection.groupId,
        stageId: selection.stageId,
        userIds: [...selection.playerIds],
      });
      setStepIndex(APPLY_STEPS.indexOf('success'));
    } catch (failure) {
      toast.error(serverMessageOf(failure) ?? t('apply.serverError'), { durationMs: TOAST_DURATION_MS });
      reset();
    }
  };

  const next = () => {
    if (step === 'players') return void send();
    if (step === 'success') return close();
    setStepIndex(stepIndex + 1);
  };

  const togglePlayer = (id: number) => {
    setPlayersError(null);
    setSelection((current) => ({ ...current, playerIds: current.playerIds.includes(id) ? current.playerIds.filter((p) => p !== id) : [...current.playerIds, id] }));
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('apply.title')}
      data-testid="apply-modal"
      footer={
        <Footer>
          {stepIndex > 0 && step !== 'success' ? (
            <Button $variant="secondary" onClick={() => setStepIndex(stepIndex - 1)} disabled={submit.isPending}>
              {t('apply.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={next} disabled={!valid || submit.isPending} aria-busy={submit.isPending}>
            {step === 'success' ? t('apply.finish') : step === 'players' ? t('apply.submit') : t('apply.next')}
          </Button>
        </Footer>
      }
    >
      <StepHeading>
        {t('apply.stepOf', { current: stepIndex + 1, total: APPLY_STEPS.length })} · {t(stepTitleKey(step, game))}
      </StepHeading>
      {step === 'team' ? <TeamStep teams={teams} selectedId={selection.teamId} onSelect={(id) => setSelection((current) => selectTeam(current, id))} /> : null}
      {step === 'time' && team && game === 'pubg' ? (
        <GroupStep tournamentId={tournament.id} teamId={team.id} selectedId={selection.groupId} onSelect={(groupId, stageId) => setSelection((current) => ({ ...current, groupId, stageId }))} />
      ) : null}
      {step === 'time' && team && game === 'mlbb' ? (
        <StageStep tournamentId={tournament.id} teamId={team.id} selectedId={selection.stageId} onSelect={(stageId) => setSelection((current) => ({ ...current, stageId }))} />
      ) : null}
      {step === 'players' && team ? (
        <PlayersStep team={team} game={game} format={format} replaceCount={replaceCount} selectedIds={selection.playerIds} error={playersError} onToggle={togglePlayer} />
      ) : null}
      {step === 'success' ? <SuccessStep game={game} /> : null}
    </Modal>
  );
}
