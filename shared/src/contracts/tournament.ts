/**
 * Tournament, stage and group as the API returns them (docs/spec.md section 3). Instants are ISO strings in UTC
 * with microseconds (Laravel style, 2024-05-01T15:00:00.000000Z); `*_timer` and `end_req_time` are seconds
 * from the moment of the response (negative once passed).
 */

/** Status of a group (time slot). The editor refuses groups in game-process or ended. */
export const GROUP_STATUS_CODES = ['registration-not-started', 'registration', 'registration-end', 'game-process', 'ended'] as const;
export type GroupStatusCode = (typeof GROUP_STATUS_CODES)[number];
/** A group whose status is this one accepts applications (stage.registerOpenGroups). */
export const GROUP_OPEN_STATUS: GroupStatusCode = 'registration';

export interface StatusRef<C extends string> {
  code: C;
}

/** Tournament, stage, group and their parts: types inferred from the response schemas. */
export type {
  DivisionRef,
  TournamentDetail,
  TournamentFeature,
  TournamentFormat,
  TournamentFormatVariant,
  TournamentGameSlug,
  TournamentGroup,
  TournamentStage,
  TournamentSummary,
} from './responses/tournament';
