import { APPLICATION_MESSAGES, RULE_LABELS, type GameKey } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';

/**
 * Player count and replacement rules of docs/spec.md section 5:
 * - the selected count is at least format.min and at most format.max; at the maximum, unselected players
 *   are disabled;
 * - for an accepted entry the newly chosen players (not already in the last stage team) may not exceed the
 *   stage's replace_count, otherwise 'max_replace_members_front' with replace_count filled in.
 */
export interface PlayerFormat {
  min: number;
  max: number;
}

/** Error code of a player count outside the format; null when it fits. */
export function playerCountError(count: number, format: PlayerFormat): string | null {
  if (count < format.min) return encodeErrorCode(APPLICATION_MESSAGES.players_too_few, { min: format.min });
  if (count > format.max) return encodeErrorCode(APPLICATION_MESSAGES.players_too_many, { max: format.max });
  return null;
}

/** At the maximum, players not selected are disabled; selected ones stay enabled to be unselected. */
export function isPlayerOptionDisabled(playerId: number, selectedIds: readonly number[], format: Pick<PlayerFormat, 'max'>): boolean {
  return !selectedIds.includes(playerId) && selectedIds.length >= format.max;
}

/** Players chosen now who are not in the last stage team: the replacements. */
export function newlyChosenPlayers(selectedIds: readonly number[], lastStageMemberIds: readonly number[]): number[] {
  return [...new Set(selectedIds)].filter((id) => !lastStageMemberIds.includes(id));
}

export interface ReplaceLimit {
  /** Only an accepted entry limits replacements. */
  entryAccepted: boolean;
  lastStageMemberIds: readonly number[];
  /** stage.replace_count */
  replaceCount: number;
}

/** 'max_replace_members_front|{"replace_count":n}' when too many players are replaced; null otherwise. */
export function replaceLimitError(selectedIds: readonly number[], limit: ReplaceLimit): string | null {
  if (!limit.entryAccepted) return null;
  if (newlyChosenPlayers(selectedIds, limit.lastStageMemberIds).length <= limit.replaceCount) return null;
  return encodeErrorCode(APPLICATION_MESSAGES.replace_limit, { replace_count: limit.replaceCount });
}

export interface PlayersHint {
  /** i18n key (validation namespace). */
  key: string;
  params: Record<string, number>;
}

/**
 * Hint above the player list: PUBG shows min, max and the replace count; MLBB shows the replace count
 * and, as docs/spec.md's MLBB hint names the allowed application count, the most players an application holds
 * (format.max).
 */
export function playersHint(game: GameKey, format: PlayerFormat, replaceCount: number): PlayersHint {
  if (game === 'pubg') {
    return { key: RULE_LABELS.players_hint.pubg, params: { min: format.min, max: format.max, replace_count: replaceCount } };
  }
  return { key: RULE_LABELS.players_hint.mlbb, params: { replace_count: replaceCount, max: format.max } };
}
