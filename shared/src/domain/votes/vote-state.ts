/**
 * Votes: a published vote is open from its start until its end (or until staff close it); one
 * ballot per player. Results show to a player who has voted, and to everyone once the vote is closed.
 */
export type VotePhase = 'upcoming' | 'open' | 'closed';

export function votePhase(vote: { status: string; startsAt: Date; endsAt: Date }, now: Date): VotePhase {
  if (vote.status === 'closed' || now.getTime() >= vote.endsAt.getTime()) return 'closed';
  if (now.getTime() < vote.startsAt.getTime()) return 'upcoming';
  return 'open';
}

export const voteResultsVisible = (phase: VotePhase, hasVoted: boolean): boolean => phase === 'closed' || hasVoted;

/** A ballot names one option, or several distinct ones when the vote allows several. */
export function ballotProblem(optionIds: readonly number[], vote: { multiple: boolean; optionIds: readonly number[] }): 'empty' | 'single' | 'unknown' | null {
  if (optionIds.length === 0) return 'empty';
  if (!vote.multiple && optionIds.length > 1) return 'single';
  if (optionIds.some((id) => !vote.optionIds.includes(id))) return 'unknown';
  return null;
}
