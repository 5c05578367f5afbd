import type { Bracket, BracketScoreChange } from './responses/match-play';

/** MLBB brackets, tournament comments and custom games: types inferred from the response schemas. */
export type {
  Bracket,
  BracketGroup,
  BracketMatch,
  BracketMatchStatus,
  BracketRound,
  BracketScoreChange,
  BracketSlot,
  BracketTeam,
  CustomGame,
  TournamentComment,
  TournamentCommentThread,
} from './responses/match-play';

/** GET /organizer/tournaments/{id}/brackets (written out: inferring it from its schema is too deep for tsc). */
export interface OrganizerBrackets {
  stages: { id: number; name: string; accepted_teams: number; bracket: Bracket | null }[];
  changes: BracketScoreChange[];
}
