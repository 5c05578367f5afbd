import { isRegistrationOpen } from '../tournament/tournament-status';
import { GROUP_STATUSES_CLOSED_FOR_EDIT, type EntryStatusCode, type TournamentStatusCode } from '@portal/shared/constants';

/**
 * Server-side rules of the application flow, the ones the modal reads from the API's answer:
 * when registration accepts applications and when a team may still withdraw.
 */
export interface RegistrationFacts {
  tournamentStatus: TournamentStatusCode;
  /** Seconds until registration closes (end_req_time; negative once closed). */
  endReqTime: number;
}

/** Applications are taken while the tournament is in registration and end_req_time has not passed. */
export function acceptsApplications(facts: RegistrationFacts): boolean {
  return isRegistrationOpen(facts.tournamentStatus) && facts.endReqTime > 0;
}

/** Changes to a team's place are frozen once its group is in game or ended. */
export function isGroupFrozen(groupStatusCode: string | null | undefined): boolean {
  return (GROUP_STATUSES_CLOSED_FOR_EDIT as readonly string[]).includes(groupStatusCode ?? '');
}

export interface WithdrawRuleFacts extends RegistrationFacts {
  entryStatus: EntryStatusCode;
  groupStatusCode: string | null | undefined;
}

/**
 * can_withdraw_entry: a waiting application may always be taken back; an accepted one while registration
 * is open and its group has not started playing. A rejected one stays as the team's history: there is
 * nothing to take back (the team sends it again instead).
 */
export function canWithdrawEntry(facts: WithdrawRuleFacts): boolean {
  if (facts.entryStatus === 'rejected') return false;
  if (facts.entryStatus === 'await') return true;
  return acceptsApplications(facts) && !isGroupFrozen(facts.groupStatusCode);
}

/**
 * Applications that name the player and wait for their answer (their own status pending, the application
 * not rejected): what /entries asks them to confirm, counted on the bottom bar and on /applications.
 */
export function awaitingMyAnswer<T extends { my_status: string | null; status: { code: string } }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.my_status === 'pending' && entry.status.code !== 'rejected');
}
