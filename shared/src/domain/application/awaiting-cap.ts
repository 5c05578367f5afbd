/**
 * Who holds a group place (docs/architecture.md, "Applications and group places"): an application
 * awaiting the organiser holds its place as an accepted one does, first come first served, so a team is
 * never bumped by later ones while it waits. So that throwaway teams cannot fill groups, one person sends
 * at most AWAITING_PER_USER_PER_TOURNAMENT awaiting applications to one tournament and
 * AWAITING_PER_USER awaiting applications in all; a new one, or one sent again, is refused beyond that
 * (409 application.too_many_awaiting with { max }). A decision by the organiser (accept, decline) frees the count.
 */
export const AWAITING_PER_USER_PER_TOURNAMENT = 2;
export const AWAITING_PER_USER = 5;

export interface AwaitingCounts {
  /** Awaiting applications the person sent to this tournament (the one being sent again not counted). */
  inTournament: number;
  /** Awaiting applications the person sent, all tournaments. */
  overall: number;
}

/** The cap one more awaiting application would pass (the refusal's { max }), or null when it may go. */
export function awaitingCapReached(counts: AwaitingCounts): number | null {
  if (counts.inTournament >= AWAITING_PER_USER_PER_TOURNAMENT) return AWAITING_PER_USER_PER_TOURNAMENT;
  if (counts.overall >= AWAITING_PER_USER) return AWAITING_PER_USER;
  return null;
}
