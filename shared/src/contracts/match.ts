/** Matches, grid and results: types inferred from the response schemas. */
export type {
  GridGroup,
  GridStage,
  GroupMatchResult,
  GroupResult,
  GroupResults,
  MatchDetail,
  MatchTeam,
  MatchTournament,
  MyMatch,
  MyMatches,
  OrganizerGroupResults,
  PlacementTable,
  ResultAudit,
  TournamentGrid,
} from './responses/match';

/**
 * Socket event on a tournament's public channel `tournament.<id>` (shared resultsChannel): standings or a
 * bracket of the tournament changed (results published or corrected, the placement table changed, a bracket
 * created or a series score entered). It carries ids only: the pages read what they show again.
 */
export const RESULTS_CHANGED_EVENT = 'results_changed';

export interface ResultsChange {
  tournament_id: number;
  /** What changed: a group's standings (and the grid's published flags) or a stage's bracket. */
  kind: 'standings' | 'bracket';
  /** The stage concerned; null when every stage may be (a new placement table). */
  stage_id: number | null;
  /** The group whose standings changed; null for a bracket or for every group. */
  group_id: number | null;
}
