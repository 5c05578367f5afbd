import * as v from 'valibot';
import { DIVISION_SLUGS, GROUP_LOCK_REASONS, PRIZE_CURRENCIES, STAGE_LOCK_REASONS, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { GROUP_STATUS_CODES } from '../tournament';
import { described, int, nullableInt, nullableText, text } from './build';
import { GameRefSchema } from './game';

/**
 * What the organiser console answers: a tournament as its organiser edits it (drafts included,
 * with the status audit, the access hash and the lobby credentials no player sees), the list of their
 * tournaments, the choices of the editor, and the admins' list of organisers.
 */
const instant = (description: string) => described(text(), `${description}; UTC with microseconds`);
const statusCode = v.picklist(TOURNAMENT_STATUS_CODES);
const person = v.object({ id: int(), username: text() });

export const OrganizerGroupSchema = v.object({
  id: int(),
  stage_id: int(),
  name: text(),
  game_time: instant('when the group plays'),
  timezone: described(text(), 'IANA name'),
  status: v.object({ code: v.picklist(GROUP_STATUS_CODES) }),
  capacity: described(int(), 'teams the group holds'),
  teams_count: described(int(), 'teams placed in the group or applying to it'),
  lobby_id: described(nullableText(), 'in-game lobby (room) id for the match page'),
  lobby_password: nullableText(),
  can_delete: described(v.boolean(), 'nothing depends on the group yet (no entry, team or result)'),
  lock_reasons: described(v.array(v.picklist(GROUP_LOCK_REASONS)), 'why it cannot be deleted (empty when it can)'),
});
export type OrganizerGroup = v.InferOutput<typeof OrganizerGroupSchema>;

export const OrganizerStageSchema = v.object({
  id: int(),
  name: text(),
  register_start_date: instant('registration to the stage opens'),
  replace_count: int(),
  prev_stage_id: nullableInt(),
  groups: v.array(OrganizerGroupSchema),
  can_delete: described(v.boolean(), 'nothing depends on the stage yet (no entry, team, result or following stage)'),
  lock_reasons: described(v.array(v.picklist(STAGE_LOCK_REASONS)), 'why it cannot be deleted (empty when it can): entries, teams or results in it or its groups, a following stage'),
});
export type OrganizerStage = v.InferOutput<typeof OrganizerStageSchema>;

export const StatusChangeSchema = described(
  v.object({ id: int(), from: statusCode, to: described(v.nullable(statusCode), 'null: back to following the dates'), by: v.nullable(person), at: instant('when') }),
  'One manual status change (who, when, from, to)',
);
export type StatusChange = v.InferOutput<typeof StatusChangeSchema>;

const listEntries = {
  id: int(),
  slug: text(),
  name: text(),
  game: GameRefSchema,
  is_published: described(v.boolean(), 'false: a draft, invisible to players'),
  is_private: described(v.boolean(), 'opens only with its access hash'),
  status: v.object({ code: statusCode }),
  start_time: instant('the tournament starts'),
  slot_count: int(),
  accepted_teams_count: described(int(), 'teams with an accepted entry (the fill is this of slot_count)'),
  teams_count: int(),
  logo: nullableText(),
  organizer: nullableText(),
  owner: described(v.nullable(person), 'the organiser who manages it (null for tournaments of the staff)'),
};

export const OrganizerTournamentListItemSchema = described(v.object(listEntries), 'A tournament in the organiser console list');
export type OrganizerTournamentListItem = v.InferOutput<typeof OrganizerTournamentListItemSchema>;

/** Texts written per language, each optional. */
const textByLocale = v.object({ ru: v.optional(text()), kk: v.optional(text()), en: v.optional(text()), uz: v.optional(text()), tr: v.optional(text()) });

export const OrganizerTournamentSchema = described(
  v.object({
    ...listEntries,
    game_id: int(),
    divisions: v.array(v.picklist(DIVISION_SLUGS)),
    country_id: nullableInt(),
    format_min: int(),
    format_max: int(),
    prize_amount: described(nullableInt(), 'prize fund amount'),
    prize_currency: v.nullable(v.picklist(PRIZE_CURRENCIES)),
    prize_fond: described(nullableText(), 'the prize fund as players see it'),
    timezone: text(),
    start_req_time: instant('registration opens'),
    end_reg_time: instant('registration closes'),
    end_time: v.nullable(instant('the tournament ends')),
    description: nullableText(),
    name_i18n: described(textByLocale, 'the name in other languages; pages in a language without one show name'),
    description_i18n: described(textByLocale, 'the description in other languages; pages in a language without one show description'),
    rules: nullableText(),
    info: nullableText(),
    youtube_link: described(nullableText(), 'the video id (last path segment of the link)'),
    features: v.array(text()),
    with_comments: v.boolean(),
    with_cap_chats: v.boolean(),
    access_hash: described(nullableText(), 'of a private tournament: its page opens with ?hash=<this>'),
    mobile_logo: nullableText(),
    status_override: described(v.nullable(statusCode), 'set by hand; null: the status follows the dates'),
    status_by_dates: described(statusCode, 'what the dates alone give now'),
    status_changes: described(v.array(StatusChangeSchema), 'manual status changes, newest first'),
    stages: v.array(OrganizerStageSchema),
  }),
  'A tournament as its organiser edits it',
);
export type OrganizerTournament = v.InferOutput<typeof OrganizerTournamentSchema>;

export const OrganizerOptionsSchema = described(
  v.object({
    games: v.array(GameRefSchema),
    divisions: v.array(v.object({ slug: v.picklist(DIVISION_SLUGS), name: text(), game_id: int() })),
    features: v.array(v.object({ slug: text(), name: text() })),
    countries: v.array(v.object({ id: int(), name: text() })),
    timezones: v.array(text()),
    currencies: v.array(v.picklist(PRIZE_CURRENCIES)),
    organization_name: described(nullableText(), "the caller's organisation (shown as the organizer of their tournaments)"),
  }),
  'Choices of the tournament editor',
);
export type OrganizerOptions = v.InferOutput<typeof OrganizerOptionsSchema>;

export const OrganizerAccountSchema = described(
  v.object({ user_id: int(), username: text(), slug: nullableText(), email: nullableText(), organization_name: text(), tournaments_count: int(), granted_at: instant('granted') }),
  'A player with the organiser role',
);
export type OrganizerAccount = v.InferOutput<typeof OrganizerAccountSchema>;
