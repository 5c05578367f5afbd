import { useTranslation } from 'react-i18next';
import type { GroupLockReason, StageLockReason } from '@portal/shared/constants';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { MutedText } from '@portal/shared/ui';

export interface LockReasonsProps {
  tournament: OrganizerTournament;
  /** The stage's id when these are a stage's reasons (to name the stages that follow it). */
  stageId?: number;
  reasons: readonly (StageLockReason | GroupLockReason)[];
}

/** Why a stage or group cannot be deleted, as the API decided it (the shared lock rule). */
export function LockReasons({ tournament, stageId, reasons }: LockReasonsProps) {
  const { t } = useTranslation('tournaments');
  const following = tournament.stages.filter((s) => stageId !== undefined && s.prev_stage_id === stageId).map((s) => s.name);
  const text = (reason: StageLockReason | GroupLockReason) =>
    reason === 'next_stage' ? t('organizer.locks.next_stage', { names: following.join(', '), count: following.length }) : t(`organizer.locks.${reason}`);
  return (
    <MutedText $size="sm" data-testid="lock-reasons">
      {t('organizer.locks.title')} {reasons.map(text).join('; ')}.
    </MutedText>
  );
}
