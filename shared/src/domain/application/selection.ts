import type { EntryStatusCode } from '@portal/shared/constants';
import type { TeamTournamentStatus } from '../tournament/team-status';

/**
 * Selection and availability rules of the application flow (docs/spec.md section 4).
 * end_req_time is the time left until registration closes as the API gives it: negative once closed.
 * Choice: a missing end_req_time counts as closed, so nothing is offered without knowing the deadline.
 */

/** What the application modal has chosen so far. */
export interface ApplicationSelection {
  teamId: number | null;
  stageId: number | null;
  groupId: number | null;
  playerIds: readonly number[];
}

export const EMPTY_SELECTION: ApplicationSelection = { teamId: null, stageId: null, groupId: null, playerIds: [] };

/** Changing the selected team clears players, stage and group; choosing the same team again changes nothing. */
export function selectTeam(selection: ApplicationSelection, teamId: number | null): ApplicationSelection {
  if (selection.teamId === teamId) return selection;
  return { ...EMPTY_SELECTION, teamId };
}

export interface WithdrawFacts {
  canWithdrawEntry: boolean | null | undefined;
  endReqTime: number | null | undefined;
  teamStatus: TeamTournamentStatus;
}

/**
 * Withdraw is offered when withdrawal is allowed and end_req_time is positive, or while awaiting admin;
 * never on a rejected application (it stays as history).
 */
export function canOfferWithdraw(facts: WithdrawFacts): boolean {
  if (facts.teamStatus === 'rejected') return false;
  const beforeDeadline = typeof facts.endReqTime === 'number' && facts.endReqTime > 0;
  return (facts.canWithdrawEntry === true && beforeDeadline) || facts.teamStatus === 'awaitingAcceptedAdmin';
}

/** Editing is allowed for entries with status accepted and await. */
export function canEditEntry(entryStatus: EntryStatusCode | null | undefined): boolean {
  return entryStatus === 'accepted' || entryStatus === 'await';
}
