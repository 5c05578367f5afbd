/** Tournament, entry, group and division codes (docs/spec.md sections 3, 4 and 9). */

export const TOURNAMENT_STATUS_CODES = ['registration-not-started', 'registration', 'registration-end', 'game', 'ended'] as const;
export type TournamentStatusCode = (typeof TOURNAMENT_STATUS_CODES)[number];

/** status.code of a tournament entry (application). */
export const ENTRY_STATUS_CODES = ['await', 'accepted', 'rejected'] as const;
export type EntryStatusCode = (typeof ENTRY_STATUS_CODES)[number];

/** Numeric status a participant sends when approving or declining a tournament entry. */
export const ENTRY_DECISION_STATUS = { approve: 2, decline: 1 } as const;
export type EntryDecision = keyof typeof ENTRY_DECISION_STATUS;

/** A team's derived status in a tournament (docs/spec.md section 4), in priority order (shared/domain/tournament/team-status.ts). */
export const TEAM_TOURNAMENT_STATUSES = ['accepted', 'rejected', 'awaitingAcceptedAdmin', 'awaitingGroupStarted', 'awaitingSelectGroupFromUser', 'default'] as const;
export type TeamTournamentStatus = (typeof TEAM_TOURNAMENT_STATUSES)[number];

/** A chosen player's answer to an application that names them. */
export const ENTRY_MEMBER_STATUSES = ['pending', 'approved', 'declined'] as const;
export type EntryMemberStatus = (typeof ENTRY_MEMBER_STATUSES)[number];

/** Group status codes in which a team may no longer be re-selected in the editor. */
export const GROUP_STATUSES_CLOSED_FOR_EDIT = ['game-process', 'ended'] as const;

/** A tournament with this feature requires documents from every member it admits. */
export const FEATURE_CHECK_TEAM_MEMBER_DOCUMENT = 'check_team_member_document';

export const DIVISION_SLUGS = [
  'pubg-mobile-division-1',
  'pubg-mobile-division-2',
  'pubg-mobile-division-3',
  'mlbb-division-1',
  'mlbb-division-2',
  'mlbb-division-3',
  'world-team-rating',
  'personal',
  'seasonal',
  'all',
  'pubg-mobile-team-rating',
] as const;
export type DivisionSlug = (typeof DIVISION_SLUGS)[number];
/** Shown instead of the division when a tournament is open to all three divisions. */
export const ALL_DIVISIONS = 'all';
