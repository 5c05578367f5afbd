/** Matches, grid and results (issue 11): types inferred from the response schemas. */
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
