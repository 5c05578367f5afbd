/** Teams as the API returns them (spec section 3, issue 8): types inferred from the response schemas. */
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
