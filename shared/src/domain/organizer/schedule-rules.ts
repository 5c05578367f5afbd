import { ORGANIZER_MESSAGES } from '@portal/shared/constants';

/**
 * Date rules of the organiser console that involve more than one form: a group plays after its
 * stage's registration opens, and a tournament is published only with a start in the future.
 */
const at = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

export function isGroupTimeAfterStageStart(gameTime: string | Date, registerStartDate: string | Date): boolean {
  return at(gameTime) > at(registerStartDate);
}

/** Field errors that keep a tournament from being published now (none: it may be). */
export function publishProblems(tournament: { start_time: string | Date }, now: Date): Record<string, string[]> {
  return at(tournament.start_time) > now.getTime() ? {} : { start_time: [ORGANIZER_MESSAGES.start_in_past] };
}
