import { RULE_LABELS, TOURNAMENT_STATUS_CODES, type TournamentStatusCode } from '@portal/shared/constants';

/**
 * Tournament status codes of docs/spec.md section 4 and their labels: registration-not-started (soon),
 * registration, registration-end (awaiting matches), game, ended. The label is an i18n key of the
 * validation namespace.
 */
export function isTournamentStatusCode(value: unknown): value is TournamentStatusCode {
  return typeof value === 'string' && (TOURNAMENT_STATUS_CODES as readonly string[]).includes(value);
}

/** Label key of a status code; null for a code the portal does not know. */
export function tournamentStatusLabelKey(code: string | null | undefined): string | null {
  return isTournamentStatusCode(code) ? RULE_LABELS.tournament_status[code] : null;
}

/** Registration is open only in the registration status. */
export function isRegistrationOpen(code: string | null | undefined): boolean {
  return code === 'registration';
}
