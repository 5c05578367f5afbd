import type { Locale } from '@portal/shared/constants';
import { pickLocalizedText, youtubeVideoId } from '@portal/shared/domain';
import {
  GROUP_OPEN_STATUS,
  type DivisionRef,
  type TournamentDetail,
  type TournamentFormatVariant,
  type TournamentGameSlug,
  type TournamentGroup,
  type TournamentStage,
  type TournamentSummary,
} from '@portal/shared/contracts';
import type { DivisionSlug } from '@portal/shared/constants';
import { localized } from '../../i18n/localized';
import type { AuthUser } from '../../sessions/bearer';
import type { FormatRow, GroupRow, StageRow, TournamentRow } from './repository';

/** Turns database rows into the DTOs of docs/spec.md section 3 for one viewer, language and moment. */
export interface SerializeContext {
  locale: Locale;
  now: Date;
  viewer: AuthUser | null;
}

/** Whole seconds from `now` until `iso` (negative once passed). */
export const secondsUntil = (iso: string, now: Date): number => Math.trunc((Date.parse(iso) - now.getTime()) / 1000);

const variant = (format: FormatRow): TournamentFormatVariant => ({ id: format.id, slug: format.slug, name: format.name, min: format.min, max: format.max });

function group(row: GroupRow): TournamentGroup {
  return { id: row.id, name: row.name, game_time: row.game_time, stage_id: row.stage_id, timezone: row.timezone, status: { code: row.status } };
}

function stage(row: StageRow): TournamentStage {
  const groups = (row.groups ?? []).map(group);
  return {
    id: row.id,
    name: row.name,
    register_start_date: row.register_start_date,
    replace_count: row.replace_count,
    prev_stage_id: row.prev_stage_id,
    registerOpenGroups: groups.filter((g) => g.status.code === GROUP_OPEN_STATUS),
    groups,
  };
}

/** The stage whose registration started last; before any has started, the first one. */
export function currentStageRow(stages: readonly StageRow[], now: Date): StageRow | null {
  const started = stages.filter((s) => Date.parse(s.register_start_date) <= now.getTime());
  return started.at(-1) ?? stages[0] ?? null;
}

const BANS_BLOCKING_COMMENTS = new Set(['site', 'comments']);

export function toSummary(row: TournamentRow, { locale, now, viewer }: SerializeContext): TournamentSummary {
  const current = currentStageRow(row.stages, now);
  const formats = [row.format, ...row.stages.map((s) => s.format).filter((f): f is FormatRow => f !== null)];
  const distinct = formats.filter((f, i) => formats.findIndex((other) => other.id === f.id) === i);
  const divisions: DivisionRef[] = row.divisions.map((d) => ({ id: d.id, slug: d.slug as DivisionSlug, name: localized(d.name, locale) }));
  return {
    id: row.id,
    slug: row.slug,
    name: pickLocalizedText(row.name, row.name_i18n, locale),
    start_req_time: row.start_req_time,
    start_req_time_timer: secondsUntil(row.start_req_time, now),
    end_reg_time: row.end_reg_time,
    end_req_time: secondsUntil(row.end_reg_time, now),
    start_time: row.start_time,
    timezone: row.timezone,
    status: { code: row.status },
    prize_fond: row.prize_fond,
    organizer: row.organizer,
    slot_count: row.slot_count,
    accepted_teams_count: row.entries.accepted,
    teams_count: row.entries.total,
    accepted_entries_count: row.entries.accepted,
    format: { ...variant(row.format), formats: distinct.map(variant) },
    currentFormat: variant(current?.format ?? row.format),
    divisions,
    game: { id: row.game.id, name: row.game.name, slug: row.game.slug },
    game_slug: row.game.data_slug as TournamentGameSlug,
    youtube_link: youtubeVideoId(row.youtube_link),
    logo: row.logo_url,
    mobile_logo: row.mobile_logo_url,
    features: row.features.map((f) => ({ id: f.id, slug: f.slug, name: localized(f.name, locale) })),
    with_comments: row.with_comments,
    with_cap_chats: row.with_cap_chats,
    can_comment_tournament: row.with_comments && viewer !== null && !viewer.bans.some((scope) => BANS_BLOCKING_COMMENTS.has(scope)),
    country: row.country ? { id: row.country.id, name: localized(row.country.names, locale) } : null,
    has_team_in_tournament: row.has_team,
  };
}

export function toDetail(row: TournamentRow, context: SerializeContext): TournamentDetail {
  const current = currentStageRow(row.stages, context.now);
  const stages = row.stages.map(stage);
  return {
    ...toSummary(row, context),
    description: pickLocalizedText(row.description, row.description_i18n, context.locale),
    rules: row.rules,
    info: row.info,
    schedule: row.schedule,
    stages,
    currentStage: current ? (stages.find((s) => s.id === current.id) ?? null) : null,
  };
}
