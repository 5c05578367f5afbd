/** Tournament applications as the API returns them: types inferred from the response schemas. */
export type {
  ApplicantMember,
  EntryMember,
  EntryCurrentStageTeam,
  EntryStageTeam,
  StageTeamUser,
  TournamentTeam,
  GameTimeApproval,
  GroupsForTeam,
  PublicTournamentEntry,
  ReviewEntries,
  ReviewEntry,
  StageOption,
  TournamentEntry,
  TournamentUserTeam,
} from './responses/application';
