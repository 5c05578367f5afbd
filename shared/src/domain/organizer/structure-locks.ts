import { GROUP_LOCK_REASONS, STAGE_LOCK_REASONS, type GroupLockReason, type StageLockReason } from '@portal/shared/constants';

/**
 * What keeps a stage or a group of the organiser console from being deleted. The API reads the facts from
 * the database, answers the reasons with the tournament and refuses a delete while there is one; the
 * console shows them instead of the delete button.
 */
export type GroupUse = Record<GroupLockReason, boolean>;

/** A stage's own facts (entries or teams of the stage itself), its groups' and whether a stage follows it. */
export interface StageUse extends GroupUse {
  next_stage: boolean;
  groups: readonly GroupUse[];
}

export function groupLockReasons(use: GroupUse): GroupLockReason[] {
  return GROUP_LOCK_REASONS.filter((reason) => use[reason]);
}

export function stageLockReasons(use: StageUse): StageLockReason[] {
  return STAGE_LOCK_REASONS.filter((reason) => (reason === 'next_stage' ? use.next_stage : use[reason] || use.groups.some((group) => group[reason])));
}
