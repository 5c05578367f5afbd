/**
 * Tournament, stage and group as the API returns them (spec section 3). Instants are ISO strings in UTC
 * with microseconds (Laravel style, 2024-05-01T15:00:00.000000Z); `*_timer` and `end_req_time` are seconds
 * from the moment of the response (negative once passed).
 */
import type { DivisionSlug, TournamentStatusCode } from '@portal/shared/constants';
import type { GameRef } from './game';

/** Status of a group (time slot). The editor refuses groups in game-process or ended. */
export const GROUP_STATUS_CODES = ['registration-not-started', 'registration', 'registration-end', 'game-process', 'ended'] as const;
export type GroupStatusCode = (typeof GROUP_STATUS_CODES)[number];
/** A group whose status is this one accepts applications (stage.registerOpenGroups). */
export const GROUP_OPEN_STATUS: GroupStatusCode = 'registration';

/** Short game slug of tournament.game_slug. */
export type TournamentGameSlug = 'pubg' | 'mlbb';

export interface StatusRef<C extends string> {
  code: C;
}

export interface TournamentGroup {
  id: number;
  name: string;
  game_time: string;
  stage_id: number;
  timezone: string;
  status: StatusRef<GroupStatusCode>;
}

export interface TournamentStage {
  id: number;
  name: string;
  register_start_date: string;
  replace_count: number;
  prev_stage_id: number | null;
  /** Groups of the stage that accept applications now. */
  registerOpenGroups: TournamentGroup[];
  /** Every group of the stage, in order. */
  groups: TournamentGroup[];
}

/** Players per application: min and max. */
export interface TournamentFormatVariant {
  id: number;
  slug: string;
  name: string;
  min: number;
  max: number;
}

/** The tournament's format and, in `formats`, every format its stages play (the tournament's first). */
export interface TournamentFormat extends TournamentFormatVariant {
  formats: TournamentFormatVariant[];
}

export interface DivisionRef {
  id: number;
  slug: DivisionSlug;
  name: string;
}

export interface TournamentFeature {
  id: number;
  slug: string;
  name: string;
}

/** What GET /v1/client/tournament lists; the page endpoints add the texts and the stages (TournamentDetail). */
export interface TournamentSummary {
  id: number;
  slug: string;
  name: string;
  /** Registration opens. */
  start_req_time: string;
  /** Seconds until registration opens (negative once open). */
  start_req_time_timer: number;
  /** Registration closes. */
  end_reg_time: string;
  /** Seconds until registration closes (negative once closed). */
  end_req_time: number;
  start_time: string;
  timezone: string;
  status: StatusRef<TournamentStatusCode>;
  prize_fond: string | null;
  organizer: string | null;
  slot_count: number;
  /** Teams with an accepted entry. */
  accepted_teams_count: number;
  /** Teams with an entry in any status. */
  teams_count: number;
  /** Accepted entries (equal to accepted_teams_count: one entry per team). */
  accepted_entries_count: number;
  format: TournamentFormat;
  /** Format of the current stage (the tournament's when the stage has none). */
  currentFormat: TournamentFormatVariant;
  divisions: DivisionRef[];
  game: GameRef;
  game_slug: TournamentGameSlug;
  /** Last path segment of the stream link (the video id), or null. */
  youtube_link: string | null;
  logo: string | null;
  mobile_logo: string | null;
  features: TournamentFeature[];
  with_comments: boolean;
  with_cap_chats: boolean;
  /** The caller may post comments (signed in, comments on, no comment ban). */
  can_comment_tournament: boolean;
  country: { id: number; name: string } | null;
  /** A team the caller belongs to has an entry (any status) in this tournament; false for guests. */
  has_team_in_tournament: boolean;
}

export interface TournamentDetail extends TournamentSummary {
  description: string | null;
  rules: string | null;
  info: string | null;
  schedule: string | null;
  stages: TournamentStage[];
  /** The stage whose registration started last (the first stage before any has started); null without stages. */
  currentStage: TournamentStage | null;
}
