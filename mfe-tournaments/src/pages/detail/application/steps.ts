import type { GameKey } from '@portal/shared/constants';

/** The steps of the apply modal (docs/spec.md section 2): PUBG team, group, teammates, success; MLBB the stage instead of the group. */
export type ApplyStep = 'team' | 'time' | 'players' | 'success';

export const APPLY_STEPS: readonly ApplyStep[] = ['team', 'time', 'players', 'success'];

/** Key (tournaments namespace) of each step's heading; the time step names a group or a stage. */
export function stepTitleKey(step: ApplyStep, game: GameKey): string {
  if (step === 'time') return game === 'pubg' ? 'apply.steps.group' : 'apply.steps.stage';
  return `apply.steps.${step}`;
}
