/** Tournament applications as the API returns them (issue 9): types inferred from the response schemas. */
export type {
  ApplicantMember,
  EntryMember,
  EntryStageTeam,
  GameTimeApproval,
  GroupsForTeam,
  PublicTournamentEntry,
  ReviewEntries,
  ReviewEntry,
  StageOption,
  TournamentEntry,
  TournamentUserTeam,
} from './responses/application';
