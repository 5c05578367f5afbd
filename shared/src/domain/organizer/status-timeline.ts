import type { TournamentStatusCode } from '@portal/shared/constants';

/**
 * A published tournament's status follows its dates (docs/spec.md section 4): before registration opens it is
 * registration-not-started, then registration until registration closes, registration-end until the start,
 * game until the end (no end time: until an organiser says otherwise), then ended. An organiser may
 * override it by hand; the override wins until it is lifted.
 *
 * The table is the rule: the API builds its SQL from it (the list filters and sorts by status), the
 * portal and the tests read it through `statusByDates`.
 */
export type TournamentDateField = 'start_req_time' | 'end_reg_time' | 'start_time' | 'end_time';

export const TOURNAMENT_STATUS_TIMELINE: readonly { status: TournamentStatusCode; until: TournamentDateField }[] = [
  { status: 'registration-not-started', until: 'start_req_time' },
  { status: 'registration', until: 'end_reg_time' },
  { status: 'registration-end', until: 'start_time' },
  { status: 'game', until: 'end_time' },
];
/** The status after the last boundary has passed. */
export const TOURNAMENT_FINAL_STATUS: TournamentStatusCode = 'ended';

export type TournamentDates = Record<Exclude<TournamentDateField, 'end_time'>, string | Date> & { end_time: string | Date | null };

const millis = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** The status the dates give at `now` (a missing end never passes). */
export function statusByDates(dates: TournamentDates, now: Date): TournamentStatusCode {
  const at = now.getTime();
  for (const step of TOURNAMENT_STATUS_TIMELINE) {
    const boundary = dates[step.until];
    if (boundary === null || at < millis(boundary)) return step.status;
  }
  return TOURNAMENT_FINAL_STATUS;
}
