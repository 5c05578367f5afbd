import * as v from 'valibot';
import { DIVISION_SLUGS, GAMES, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { GROUP_STATUS_CODES } from '../tournament';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';

/**
 * Tournament, stage and group as the API returns them (docs/spec.md section 3). Instants are ISO strings in UTC
 * with microseconds (Laravel style, 2024-05-01T15:00:00.000000Z); `*_timer` and `end_req_time` are seconds
 * from the moment of the response (negative once passed).
 */
const instant = (description: string) => described(text(), `${description}; UTC with microseconds, e.g. 2026-05-01T15:00:00.000000Z`);

export const TournamentGroupSchema = v.object({
  id: int(),
  name: text(),
  game_time: instant('when the group plays'),
  stage_id: int(),
  timezone: described(text(), 'IANA name'),
  status: v.object({ code: v.picklist(GROUP_STATUS_CODES) }),
});
export type TournamentGroup = v.InferOutput<typeof TournamentGroupSchema>;

export const TournamentStageSchema = v.object({
  id: int(),
  name: text(),
  register_start_date: instant('registration to this stage opens'),
  replace_count: described(int(), 'players an accepted team may replace'),
  prev_stage_id: v.nullable(int()),
  registerOpenGroups: described(v.array(TournamentGroupSchema), 'groups of the stage that accept applications now'),
  groups: described(v.array(TournamentGroupSchema), 'every group of the stage, in order'),
});
export type TournamentStage = v.InferOutput<typeof TournamentStageSchema>;

/** Players per application: min and max. */
const formatVariantEntries = {
  id: int(),
  slug: text(),
  name: text(),
  min: described(int(), 'fewest players per application'),
  max: described(int(), 'most players per application'),
};
export const TournamentFormatVariantSchema = v.object(formatVariantEntries);
export type TournamentFormatVariant = v.InferOutput<typeof TournamentFormatVariantSchema>;

/** The tournament's format and, in `formats`, every format its stages play (the tournament's first). */
export const TournamentFormatSchema = v.object({ ...formatVariantEntries, formats: v.array(TournamentFormatVariantSchema) });
export type TournamentFormat = v.InferOutput<typeof TournamentFormatSchema>;

export const DivisionRefSchema = v.object({ id: int(), slug: v.picklist(DIVISION_SLUGS), name: text() });
export type DivisionRef = v.InferOutput<typeof DivisionRefSchema>;

export const TournamentFeatureSchema = v.object({ id: int(), slug: text(), name: text() });
export type TournamentFeature = v.InferOutput<typeof TournamentFeatureSchema>;

/** Short game slug of tournament.game_slug. */
export const TournamentGameSlugSchema = v.picklist(Object.values(GAMES).map((game) => game.dataSlug) as ['pubg', 'mlbb']);
export type TournamentGameSlug = v.InferOutput<typeof TournamentGameSlugSchema>;

const summaryEntries = {
  id: int(),
  slug: text(),
  name: described(text(), "in the request's language when the organiser wrote one (name_i18n), else the default name"),
  start_req_time: instant('registration opens'),
  start_req_time_timer: described(int(), 'seconds until registration opens (negative once open)'),
  end_reg_time: instant('registration closes'),
  end_req_time: described(int(), 'seconds until registration closes (negative once closed)'),
  start_time: instant('the tournament starts'),
  timezone: described(text(), 'IANA name of the tournament timezone'),
  status: v.object({ code: v.picklist(TOURNAMENT_STATUS_CODES) }),
  prize_fond: described(nullableText(), 'prize fund as written by the organizer'),
  organizer: nullableText(),
  slot_count: int(),
  accepted_teams_count: described(int(), 'teams with an accepted entry'),
  teams_count: described(int(), 'teams with an entry in any status'),
  accepted_entries_count: described(int(), 'accepted entries (equal to accepted_teams_count: one entry per team)'),
  format: TournamentFormatSchema,
  currentFormat: described(TournamentFormatVariantSchema, "format of the current stage (the tournament's when the stage has none)"),
  divisions: v.array(DivisionRefSchema),
  game: GameRefSchema,
  game_slug: TournamentGameSlugSchema,
  youtube_link: described(nullableText(), 'last path segment of the stream link (the video id), or null'),
  logo: nullableText(),
  mobile_logo: nullableText(),
  features: v.array(TournamentFeatureSchema),
  with_comments: v.boolean(),
  with_cap_chats: v.boolean(),
  can_comment_tournament: described(v.boolean(), 'the caller may post comments (signed in, comments on, no comment ban)'),
  country: v.nullable(v.object({ id: int(), name: text() })),
  has_team_in_tournament: described(v.boolean(), 'a team the caller belongs to has an entry (any status); false for guests'),
};

/** What GET /v1/client/tournament lists; the page endpoints add the texts and the stages (TournamentDetail). */
export const TournamentSummarySchema = described(v.object(summaryEntries), 'Tournament as listed');
export type TournamentSummary = v.InferOutput<typeof TournamentSummarySchema>;

export const TournamentDetailSchema = described(
  v.object({
    ...summaryEntries,
    description: described(nullableText(), "HTML; in the request's language when the organiser wrote one (description_i18n), else the default"),
    rules: nullableText(),
    info: nullableText(),
    schedule: nullableText(),
    stages: v.array(TournamentStageSchema),
    currentStage: described(v.nullable(TournamentStageSchema), 'the stage whose registration started last (the first stage before any has started); null without stages'),
  }),
  'Tournament page',
);
export type TournamentDetail = v.InferOutput<typeof TournamentDetailSchema>;
