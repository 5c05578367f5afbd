import { canManageTournament, type ConsoleUser } from '../organizer/access';

/**
 * Who reaches a tournament on the players' side (pages, applications, entries, groups, results, comments,
 * brackets): it must be published; a private one (an access hash is set) further needs the hash from its
 * link, or a caller who manages it (its organiser, staff) or takes part in it (a member of a team that
 * applied, or a player an application names). Everyone else is answered as if it did not exist (404).
 * See docs/architecture.md, "Private tournaments".
 */
export interface TournamentAccessFacts {
  isPublished: boolean;
  accessHash: string | null;
  ownerId: number | null;
}

export interface TournamentCaller {
  user: ConsoleUser | null;
  /** The ?hash= the caller sent (undefined or null: none). */
  hash: string | null | undefined;
  /** The caller is a member of a team with an application to it, or a player one names. */
  isEntrant: boolean;
}

export const isPrivateTournament = (facts: Pick<TournamentAccessFacts, 'accessHash'>): boolean => facts.accessHash !== null;

export function canReachTournament(facts: TournamentAccessFacts, caller: TournamentCaller): boolean {
  if (!facts.isPublished) return false;
  if (!isPrivateTournament(facts)) return true;
  if (caller.hash != null && caller.hash === facts.accessHash) return true;
  if (caller.user && canManageTournament(caller.user, facts.ownerId)) return true;
  return caller.isEntrant;
}
