import type { TournamentSummary } from '@portal/shared/contracts';

/**
 * Where a tournament's registration stands, from the timers of the API answer (seconds from the moment of
 * the answer, negative once passed), so a wrong clock on the visitor's device does not matter:
 * - opens: registration has not started; it opens in `secondsLeft`;
 * - open: registration is open until end_reg_time, `secondsLeft` from now;
 * - closed: the registration window has passed.
 */
export type RegistrationWindow =
  | { kind: 'opens'; secondsLeft: number }
  | { kind: 'open'; secondsLeft: number }
  | { kind: 'closed' };

type Timers = Pick<TournamentSummary, 'start_req_time_timer' | 'end_req_time'>;

/** `elapsedSeconds`: time since the answer arrived (react-query's dataUpdatedAt). */
export function registrationWindow(tournament: Timers, elapsedSeconds = 0): RegistrationWindow {
  const elapsed = Math.max(0, elapsedSeconds);
  const untilOpen = tournament.start_req_time_timer - elapsed;
  if (untilOpen > 0) return { kind: 'opens', secondsLeft: Math.ceil(untilOpen) };
  const untilClose = tournament.end_req_time - elapsed;
  if (untilClose > 0) return { kind: 'open', secondsLeft: Math.ceil(untilClose) };
  return { kind: 'closed' };
}

/** Seconds since a react-query answer arrived (0 for a time in the future). */
export function secondsSince(updatedAt: number, now = Date.now()): number {
  return Math.max(0, (now - updatedAt) / 1000);
}
