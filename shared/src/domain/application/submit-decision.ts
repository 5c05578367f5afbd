import type { TeamTournamentStatus } from '../tournament/team-status';

/** The application modal: default applies, editor edits an existing application (docs/spec.md section 2). */
export type ApplicationModalMode = 'default' | 'editor';

/**
 * What submitting the application does (docs/spec.md section 4), in docs/spec.md's order:
 * - the team is awaiting admin or was rejected: the application is resent;
 * - default mode and not rejected: a new application is sent;
 * - editor mode: the application is updated.
 * Afterwards the caller reloads the tournament by slug.
 */
export type SubmitAction = 'resend' | 'new' | 'update';

export function decideSubmit(mode: ApplicationModalMode, teamStatus: TeamTournamentStatus): SubmitAction {
  if (teamStatus === 'awaitingAcceptedAdmin' || teamStatus === 'rejected') return 'resend';
  return mode === 'default' ? 'new' : 'update';
}
