/** The organiser console's answers (issue 18): types inferred from the response schemas. */
export type {
  OrganizerAccount,
  OrganizerGroup,
  OrganizerOptions,
  OrganizerStage,
  OrganizerTournament,
  OrganizerTournamentListItem,
  StatusChange,
} from './responses/organizer';
