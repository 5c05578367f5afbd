import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { APPLICATION_MESSAGES, TOAST_DURATION_MS, type GameKey } from '@portal/shared/constants';
import { decodeErrorCode, type TournamentDetail, type TournamentUserTeam } from '@portal/shared/contracts';
import {
  decideSubmit,
  EMPTY_SELECTION,
  isTeamStepValid,
  isTimeStepValid,
  playersStepError,
  preselectedPlayers,
  selectTeam,
  teamReadiness,
  type ApplicationSelection,
} from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { Button, Modal, MutedText, toast } from '@portal/shared/ui';
import { useSubmitApplication } from '../../../api/applications/submit-application';
import { GameProfileStep } from './GameProfileStep';
import { GroupStep } from './GroupStep';
import { PlayersStep } from './PlayersStep';
import { StageStep } from './StageStep';
import { APPLY_STEPS, stepTitleKey } from './steps';
import { SuccessStep } from './SuccessStep';
import { TeamStep } from './TeamStep';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Why = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.warning};
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
 * The apply modal of docs/spec.md section 2 (default mode): team, time (PUBG group, MLBB stage), teammates,
 * success. Each step's validity (shared rules) enables the forward button, labelled next (the last step
 * carries the finish label); while it is disabled, the footer says why. Next on the teammates step sends
 * the application (new, or resent for a team awaiting the admin or rejected). A team that cannot field the
 * squad says so on its card; the user's own card may add the missing game profile without leaving.
 */
export function ApplicationModal({ open, onClose, tournament, teams }: ApplicationModalProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const game: GameKey = tournament.game_slug === 'mlbb' ? 'mlbb' : 'pubg';
  const [stepIndex, setStepIndex] = useState(0);
  const [selection, setSelection] = useState<ApplicationSelection>(EMPTY_SELECTION);
  const [playersError, setPlayersError] = useState<string | null>(null);
  const [addingProfile, setAddingProfile] = useState(false);
  const { user } = useSession();
  const submit = useSubmitApplication();
  const step = APPLY_STEPS[stepIndex] ?? 'team';
  const team = teams.find((candidate) => candidate.id === selection.teamId) ?? null;
  const format = { min: tournament.currentFormat.min, max: tournament.currentFormat.max };
  const stage = tournament.stages.find((candidate) => candidate.id === selection.stageId) ?? null;
  const replaceCount = stage?.replace_count ?? tournament.currentStage?.replace_count ?? 0;
  const limit = { entryAccepted: false, lastStageMemberIds: [], replaceCount };

  const readiness = team ? teamReadiness(team.members, format, user?.id ?? null) : null;

  const reset = () => {
    setStepIndex(0);
    setSelection(EMPTY_SELECTION);
    setPlayersError(null);
    setAddingProfile(false);
    submit.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const valid =
    step === 'team'
      ? isTeamStepValid(selection) && team?.can_apply === true && readiness?.readyWithOwnProfile === true
      : step === 'time'
        ? isTimeStepValid(selection, game)
        : step === 'players'
          ? selection.playerIds.length > 0 && !addingProfile
          : true;
  // Why the forward button is disabled, said under it.
  const why = valid || addingProfile ? null : whyDisabled();
  function whyDisabled(): string | null {
    if (step === 'team') {
      if (!team) return t('apply.why.team');
      if (readiness && !readiness.readyWithOwnProfile) return t('apply.why.teamNotReady', { team: team.name, eligible: readiness.eligible, required: readiness.required });
      return null;
    }
    if (step === 'time') return t(game === 'pubg' ? 'apply.why.group' : 'apply.why.stage');
    if (step === 'players') return t('apply.why.players', { min: format.min });
    return null;
  }

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
    // Exactly as many eligible players as the squad needs: they are chosen already.
    if (step === 'time' && team && selection.playerIds.length === 0) setSelection((current) => ({ ...current, playerIds: preselectedPlayers(team.members, format) }));
    setStepIndex(stepIndex + 1);
  };

  const profileSaved = () => {
    setAddingProfile(false);
    if (user && !selection.playerIds.includes(user.id) && selection.playerIds.length < format.max) setSelection((current) => ({ ...current, playerIds: [...current.playerIds, user.id] }));
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
          {why ? <Why id="apply-why" data-testid="apply-why">{why}</Why> : null}
          <Buttons>
            {stepIndex > 0 && step !== 'success' ? (
              <Button $variant="secondary" onClick={() => setStepIndex(stepIndex - 1)} disabled={submit.isPending || addingProfile}>
                {t('apply.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={next} disabled={!valid || submit.isPending} aria-busy={submit.isPending} aria-describedby={why ? 'apply-why' : undefined}>
              {step === 'success' ? t('apply.finish') : t('apply.next')}
            </Button>
          </Buttons>
        </Footer>
      }
    >
      <StepHeading>
        {t('apply.stepOf', { current: stepIndex + 1, total: APPLY_STEPS.length })} · {t(stepTitleKey(step, game))}
      </StepHeading>
      {step !== 'success' ? (
        <MutedText as="p" $size="sm" data-testid="squad-size">
          {t('apply.squad', { min: format.min, max: format.max })}
        </MutedText>
      ) : null}
      {step === 'team' ? <TeamStep teams={teams} format={format} selectedId={selection.teamId} onSelect={(id) => setSelection((current) => selectTeam(current, id))} /> : null}
      {step === 'time' && team && game === 'pubg' ? (
        <GroupStep tournamentId={tournament.id} teamId={team.id} selectedId={selection.groupId} onSelect={(groupId, stageId) => setSelection((current) => ({ ...current, groupId, stageId }))} />
      ) : null}
      {step === 'time' && team && game === 'mlbb' ? (
        <StageStep tournamentId={tournament.id} teamId={team.id} selectedId={selection.stageId} onSelect={(stageId) => setSelection((current) => ({ ...current, stageId }))} />
      ) : null}
      {step === 'players' && team && addingProfile ? <GameProfileStep tournamentId={tournament.id} game={game} onSaved={profileSaved} onCancel={() => setAddingProfile(false)} /> : null}
      {step === 'players' && team && !addingProfile ? (
        <>
          <PlayersStep
            team={team}
            game={game}
            format={format}
            replaceCount={replaceCount}
            selectedIds={selection.playerIds}
            error={playersError}
            onToggle={togglePlayer}
            own={user ? { userId: user.id, onAddGameProfile: () => setAddingProfile(true) } : undefined}
          />
          <MutedText as="p" $size="sm">
            {t('apply.sendsOnNext')}
          </MutedText>
        </>
      ) : null}
      {step === 'success' ? <SuccessStep game={game} /> : null}
    </Modal>
  );
}
