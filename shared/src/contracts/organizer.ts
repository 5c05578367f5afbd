/** The organiser console's answers: types inferred from the response schemas. */
export type {
  OrganizerAccount,
  OrganizerGroup,
  OrganizerOptions,
  OrganizerStage,
  OrganizerTournament,
  OrganizerTournamentListItem,
  StatusChange,
} from './responses/organizer';
