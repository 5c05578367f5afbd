import { TOURNAMENT_DIVISION_SLUGS, type DivisionSlug, type Locale } from '@portal/shared/constants';
import type { OrganizerGroup, OrganizerOptions, OrganizerStage, OrganizerTournament, OrganizerTournamentListItem } from '@portal/shared/contracts';
import { PRIZE_CURRENCIES } from '@portal/shared/constants';
import { groupLockReasons, stageLockReasons } from '@portal/shared/domain';
import { localized } from '../../i18n/localized';
import type { EditorChoices, ManagedGroupRow, ManagedListRow, ManagedStageRow, ManagedTournamentRow } from './repository';

/** Rows of the organiser console -> its answers (see contracts/responses/organizer.ts). */
export function toListItem(row: ManagedListRow): OrganizerTournamentListItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    game: row.game,
    is_published: row.is_published,
    is_private: row.is_private,
    status: { code: row.status },
    start_time: row.start_time,
    slot_count: row.slot_count,
    accepted_teams_count: row.accepted,
    teams_count: row.total,
    logo: row.logo,
    organizer: row.organizer,
    owner: row.owner,
  };
}

function group(row: ManagedGroupRow): OrganizerGroup {
  const { use, status, ...rest } = row;
  const lock_reasons = groupLockReasons(use);
  return { ...rest, status: { code: status }, can_delete: lock_reasons.length === 0, lock_reasons };
}

function stage(row: ManagedStageRow): OrganizerStage {
  const lock_reasons = stageLockReasons(row.use);
  return {
    id: row.id,
    name: row.name,
    register_start_date: row.register_start_date,
    replace_count: row.replace_count,
    prev_stage_id: row.prev_stage_id,
    groups: row.groups.map(group),
    can_delete: lock_reasons.length === 0,
    lock_reasons,
  };
}

export function toManaged(row: ManagedTournamentRow): OrganizerTournament {
  return {
    ...toListItem(row),
    game_id: row.game_id,
    divisions: row.divisions as DivisionSlug[],
    country_id: row.country_id,
    format_min: row.format_min,
    format_max: row.format_max,
    prize_amount: row.prize_amount === null ? null : Number(row.prize_amount),
    prize_currency: row.prize_currency,
    prize_fond: row.prize_fond,
    timezone: row.timezone,
    start_req_time: row.start_req_time,
    end_reg_time: row.end_reg_time,
    end_time: row.end_time,
    description: row.description,
    name_i18n: row.name_i18n,
    description_i18n: row.description_i18n,
    rules: row.rules,
    info: row.info,
    youtube_link: row.youtube_link,
    features: row.features,
    with_comments: row.with_comments,
    with_cap_chats: row.with_cap_chats,
    access_hash: row.access_hash,
    mobile_logo: row.mobile_logo,
    status_override: row.status_override,
    status_by_dates: row.status_by_dates,
    status_changes: row.status_changes,
    stages: row.stages.map(stage),
  };
}

export function toOptions(choices: EditorChoices, organization: string | null, locale: Locale): OrganizerOptions {
  return {
    games: choices.games,
    divisions: choices.divisions
      .filter((d) => (TOURNAMENT_DIVISION_SLUGS as readonly string[]).includes(d.slug))
      .map((d) => ({ slug: d.slug as DivisionSlug, name: localized(d.name, locale), game_id: d.game_id })),
    features: choices.features.map((f) => ({ slug: f.slug, name: localized(f.name, locale) })),
    countries: choices.countries.map((c) => ({ id: c.id, name: localized(c.names, locale) })),
    timezones: choices.timezones,
    currencies: [...PRIZE_CURRENCIES],
    organization_name: organization,
  };
}
