import type { GameKey } from '@portal/shared/constants';
import { playerCountError, replaceLimitError, type PlayerFormat, type ReplaceLimit } from './player-count';
import type { ApplicationSelection } from './selection';

/**
 * Step validity of the application modal (docs/spec.md sections 4 and 5): each step's flag enables the forward
 * button. A team must be chosen to leave step one; the time step needs a group (PUBG) or a stage (MLBB);
 * the players step needs at least one player, a count within the format and the replace limit kept.
 */
export function isTeamStepValid(selection: Pick<ApplicationSelection, 'teamId'>): boolean {
  return selection.teamId !== null;
}

export function isTimeStepValid(selection: Pick<ApplicationSelection, 'stageId' | 'groupId'>, game: GameKey): boolean {
  return game === 'pubg' ? selection.groupId !== null : selection.stageId !== null;
}

/** The first error of the players step, or null when it is valid. */
export function playersStepError(playerIds: readonly number[], format: PlayerFormat, limit: ReplaceLimit): string | null {
  const count = new Set(playerIds).size;
  return playerCountError(count, { min: Math.max(1, format.min), max: format.max }) ?? replaceLimitError(playerIds, limit);
}
