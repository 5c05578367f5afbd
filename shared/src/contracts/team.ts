/** Teams as the API returns them (docs/spec.md section 3): types inferred from the response schemas. */
export type {
  PublicTeam,
  PublicTeamMember,
  PublicTeamTournament,
  Team,
  TeamCreated,
  TeamDeleted,
  TeamEntry,
  TeamInvitePreview,
  TeamLeft,
  TeamLogo,
  TeamMember,
  TeamRoleRef,
  TeamTournamentRef,
} from './responses/team';
