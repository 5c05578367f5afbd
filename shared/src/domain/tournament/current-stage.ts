/**
 * The stage a tournament page opens on: the stage being played now (a group in game), else the last stage
 * that has started (a group that played or whose game time has passed), else the first. Stages come in
 * their order; the answer is an index into them, or -1 without stages.
 */
export interface StageForCurrent {
  groups: readonly { game_time: string; status: { code: string } }[];
}

function isStarted(group: StageForCurrent['groups'][number], now: number): boolean {
  if (group.status.code === 'game-process' || group.status.code === 'ended') return true;
  const at = Date.parse(group.game_time);
  return Number.isFinite(at) && at <= now;
}

export function currentStageIndex(stages: readonly StageForCurrent[], now: number): number {
  if (stages.length === 0) return -1;
  const running = stages.findIndex((stage) => stage.groups.some((group) => group.status.code === 'game-process'));
  if (running >= 0) return running;
  for (let i = stages.length - 1; i >= 0; i -= 1) {
    if (stages[i]!.groups.some((group) => isStarted(group, now))) return i;
  }
  return 0;
}
