import type { EntryStatusCode, TournamentStatusCode } from '@portal/shared/constants';

/**
 * Deleting a team: refused while the team has an accepted entry in a tournament that has not
 * ended (it is playing, or about to); otherwise its pending entries (await) are withdrawn with the
 * deletion. Accepted entries of ended tournaments stay: they are the tournaments' history (results,
 * ratings). Rejected entries go with the pending ones: a deleted team can never resend them.
 */
export interface TeamEntryFacts {
  id: number;
  status: EntryStatusCode;
  tournamentStatus: TournamentStatusCode;
}

export const TEAM_DELETE_BLOCKED_CODE = 'team_page.delete_active_entry';

/** The entries that stop the deletion: accepted, in a tournament that is not ended. */
export function entriesBlockingDeletion<T extends TeamEntryFacts>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.status === 'accepted' && entry.tournamentStatus !== 'ended');
}

/** The entries withdrawn with the team: every entry that is not accepted. */
export function entriesWithdrawnOnDeletion<T extends TeamEntryFacts>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.status !== 'accepted');
}
