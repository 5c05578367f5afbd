import { sql, type SQL } from 'drizzle-orm';
import type { PrizeCurrency, TournamentStatusCode } from '@portal/shared/constants';
import type { GroupStatusCode } from '@portal/shared/contracts';
import type { GroupUse, StageUse, TextByLocale } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { isoUtc, selectJson, selectRows } from '../../db/sql-helpers';
import { statusByDatesSql, tournamentStatusSql } from '../../db/tournament-status';

/**
 * Reads of the organiser console: a tournament as its organiser edits it (one JSON object built in the
 * database, drafts included), the list of the caller's tournaments, and the small lookups the writes need
 * (who owns what, which stage a group belongs to, what depends on a stage or a group).
 */
const STATUS = tournamentStatusSql('t');

export interface ManagedGroupRow {
  id: number;
  stage_id: number;
  name: string;
  game_time: string;
  timezone: string;
  status: GroupStatusCode;
  capacity: number;
  teams_count: number;
  lobby_id: string | null;
  lobby_password: string | null;
  use: GroupUse;
}

export interface ManagedStageRow {
  id: number;
  name: string;
  register_start_date: string;
  replace_count: number;
  prev_stage_id: number | null;
  groups: ManagedGroupRow[];
  use: StageUse;
}

export interface ManagedListRow {
  id: number;
  slug: string;
  name: string;
  game: { id: number; name: string; slug: string };
  is_published: boolean;
  is_private: boolean;
  status: TournamentStatusCode;
  start_time: string;
  slot_count: number;
  accepted: number;
  total: number;
  logo: string | null;
  organizer: string | null;
  owner: { id: number; username: string } | null;
}

export interface ManagedTournamentRow extends ManagedListRow {
  game_id: number;
  divisions: string[];
  country_id: number | null;
  format_min: number;
  format_max: number;
  prize_amount: number | null;
  prize_currency: PrizeCurrency | null;
  prize_fond: string | null;
  timezone: string;
  start_req_time: string;
  end_reg_time: string;
  end_time: string | null;
  description: string | null;
  name_i18n: TextByLocale;
  description_i18n: TextByLocale;
  rules: string | null;
  info: string | null;
  youtube_link: string | null;
  features: string[];
  with_comments: boolean;
  with_cap_chats: boolean;
  access_hash: string | null;
  mobile_logo: string | null;
  status_override: TournamentStatusCode | null;
  status_by_dates: TournamentStatusCode;
  status_changes: { id: number; from: TournamentStatusCode; to: TournamentStatusCode | null; by: { id: number; username: string } | null; at: string }[];
  stages: ManagedStageRow[];
  owner_id: number | null;
}

/** Something depends on a group: an entry chose it, a team plays in it, or it has results. */
/** What depends on a group (the facts of groupLockReasons in shared): entries, placed teams, results. */
const groupUse = (alias: string) => sql.raw(`json_build_object(
  'entries', exists(select 1 from tournament_entries e where e.group_id = ${alias}.id),
  'teams', exists(select 1 from stage_teams st where st.group_id = ${alias}.id),
  'results', exists(select 1 from group_results gr where gr.group_id = ${alias}.id))`);
const groupTeams = (alias: string) => sql.raw(`(select count(distinct x.team_id)::int from (
    select e.team_id from tournament_entries e where e.group_id = ${alias}.id
    union select tt.team_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id where st.group_id = ${alias}.id
  ) x)`);
/** What depends on a stage (the facts of stageLockReasons in shared): its own entries and teams, its groups', a following stage. */
const stageUse = sql`json_build_object(
  'entries', exists(select 1 from tournament_entries e where e.stage_id = s.id),
  'teams', exists(select 1 from stage_teams st where st.stage_id = s.id),
  'results', false,
  'next_stage', exists(select 1 from stages nx where nx.prev_stage_id = s.id),
  'groups', (select coalesce(json_agg(${groupUse('g2')}), '[]'::json) from stage_groups g2 where g2.stage_id = s.id))`;

const listJson = sql`json_build_object(
  'id', t.id, 'slug', t.slug, 'name', t.name,
  'game', json_build_object('id', gm.id, 'name', gm.name, 'slug', gm.slug),
  'is_published', t.is_published, 'is_private', t.access_hash is not null, 'status', ${STATUS},
  'start_time', ${isoUtc(sql`t.start_time`)}, 'slot_count', t.slot_count,
  'accepted', (select count(*)::int from tournament_entries e where e.tournament_id = t.id and e.status = 'accepted'),
  'total', (select count(*)::int from tournament_entries e where e.tournament_id = t.id),
  'logo', t.logo_url, 'organizer', coalesce(op.organization_name, t.organizer),
  'owner', case when ow.id is null then null else json_build_object('id', ow.id, 'username', ow.username) end
)`;

const FROM = sql`from tournaments t
  join games gm on gm.id = t.game_id
  left join organizer_profiles op on op.user_id = t.owner_id
  left join users ow on ow.id = t.owner_id`;

/** The caller's tournaments (all of them for staff: ownerId null), drafts included, newest first. */
export async function listManaged(db: Queryable, { ownerId, limit, offset }: { ownerId: number | null; limit: number; offset: number }): Promise<{ rows: ManagedListRow[]; total: number }> {
  const where = ownerId === null ? sql`true` : sql`t.owner_id = ${ownerId}`;
  const rows = await selectRows<{ row: ManagedListRow; total: number }>(
    db,
    sql`select ${listJson} as row, count(*) over ()::int as total ${FROM} where ${where} order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`,
  );
  let total = rows[0]?.total;
  if (total === undefined) total = (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from tournaments t where ${where}`))[0]?.n ?? 0;
  return { rows: rows.map((r) => r.row), total };
}

const groupsJson = sql`(
  select coalesce(json_agg(json_build_object(
    'id', g.id, 'stage_id', g.stage_id, 'name', g.name, 'game_time', ${isoUtc(sql`g.game_time`)}, 'timezone', g.timezone,
    'status', g.status, 'capacity', g.slot_count, 'teams_count', ${groupTeams('g')},
    'lobby_id', g.lobby_id, 'lobby_password', g.lobby_password, 'use', ${groupUse('g')}
  ) order by g.sort_order, g.game_time, g.id), '[]'::json)
  from stage_groups g where g.stage_id = s.id
)`;

const tournamentJson = sql`(${listJson}::jsonb || jsonb_build_object(
  'owner_id', t.owner_id, 'game_id', t.game_id,
  'divisions', (select coalesce(json_agg(d.slug order by d.sort_order, d.id), '[]'::json) from tournament_divisions td join divisions d on d.id = td.division_id where td.tournament_id = t.id),
  'country_id', t.country_id, 'format_min', f.min, 'format_max', f.max,
  'prize_amount', t.prize_amount, 'prize_currency', t.prize_currency, 'prize_fond', t.prize_fond, 'timezone', t.timezone,
  'start_req_time', ${isoUtc(sql`t.start_req_time`)}, 'end_reg_time', ${isoUtc(sql`t.end_reg_time`)},
  'end_time', case when t.end_time is null then null else ${isoUtc(sql`t.end_time`)} end,
  'description', t.description, 'name_i18n', t.name_i18n, 'description_i18n', t.description_i18n,
  'rules', t.rules, 'info', t.info, 'youtube_link', t.youtube_link,
  'features', (select coalesce(json_agg(ft.slug order by ft.id), '[]'::json) from tournament_feature_links fl join tournament_features ft on ft.id = fl.feature_id where fl.tournament_id = t.id),
  'with_comments', t.with_comments, 'with_cap_chats', t.with_cap_chats, 'access_hash', t.access_hash, 'mobile_logo', t.mobile_logo_url,
  'status_override', t.status_override,
  'status_by_dates', ${statusByDatesSql('t')},
  'status_changes', (
    select coalesce(json_agg(json_build_object('id', c.id, 'from', c.from_status, 'to', c.to_status,
      'by', case when cu.id is null then null else json_build_object('id', cu.id, 'username', cu.username) end,
      'at', ${isoUtc(sql`c.created_at`)}) order by c.created_at desc, c.id desc), '[]'::json)
    from tournament_status_changes c left join users cu on cu.id = c.changed_by_id where c.tournament_id = t.id
  ),
  'stages', (
    select coalesce(json_agg(json_build_object(
      'id', s.id, 'name', s.name, 'register_start_date', ${isoUtc(sql`s.register_start_date`)}, 'replace_count', s.replace_count,
      'prev_stage_id', s.prev_stage_id, 'groups', ${groupsJson}, 'use', ${stageUse}
    ) order by s.sort_order, s.register_start_date, s.id), '[]'::json)
    from stages s where s.tournament_id = t.id
  )
))`;

export async function findManaged(db: Queryable, id: number): Promise<ManagedTournamentRow | null> {
  const [row] = await selectJson<ManagedTournamentRow>(db, sql`select ${tournamentJson} as row ${FROM} join tournament_formats f on f.id = t.format_id where t.id = ${id}`);
  return row ?? null;
}

/** Owner and status facts of a tournament, for authorization and the status audit. */
export interface TournamentFacts {
  id: number;
  owner_id: number | null;
  status: TournamentStatusCode;
  status_override: TournamentStatusCode | null;
  start_time: string;
  timezone: string;
}

export async function tournamentFacts(db: Queryable, id: number): Promise<TournamentFacts | null> {
  const [row] = await selectRows<TournamentFacts>(
    db,
    sql`select t.id, t.owner_id, ${STATUS} as status, t.status_override, ${isoUtc(sql`t.start_time`)} as start_time, t.timezone from tournaments t where t.id = ${id}`,
  );
  return row ?? null;
}

export interface StageFacts {
  id: number;
  tournament_id: number;
  owner_id: number | null;
  timezone: string;
  register_start_date: string;
  prev_stage_id: number | null;
  use: StageUse;
  /** The earliest game time of its groups (null without groups). */
  first_game_time: string | null;
}

export async function stageFacts(db: Queryable, id: number): Promise<StageFacts | null> {
  const [row] = await selectRows<StageFacts>(
    db,
    sql`select s.id, s.tournament_id, t.owner_id, t.timezone, ${isoUtc(sql`s.register_start_date`)} as register_start_date, s.prev_stage_id,
        ${stageUse} as use,
        (select ${isoUtc(sql`min(g.game_time)`)} from stage_groups g where g.stage_id = s.id) as first_game_time
      from stages s join tournaments t on t.id = s.tournament_id where s.id = ${id}`,
  );
  return row ?? null;
}

export interface GroupFacts {
  id: number;
  stage_id: number;
  tournament_id: number;
  tournament_name: string;
  tournament_slug: string;
  owner_id: number | null;
  register_start_date: string;
  game_time: string;
  timezone: string;
  teams_count: number;
  use: GroupUse;
}

export async function groupFacts(db: Queryable, id: number): Promise<GroupFacts | null> {
  const [row] = await selectRows<GroupFacts>(
    db,
    sql`select g.id, g.stage_id, s.tournament_id, t.name as tournament_name, t.slug as tournament_slug, t.owner_id,
        ${isoUtc(sql`s.register_start_date`)} as register_start_date, ${isoUtc(sql`g.game_time`)} as game_time, g.timezone,
        ${groupTeams('g')} as teams_count, ${groupUse('g')} as use
      from stage_groups g join stages s on s.id = g.stage_id join tournaments t on t.id = s.tournament_id where g.id = ${id}`,
  );
  return row ?? null;
}

/** Players of the teams in a group (placed there, or applying to it), to tell them about a new time. */
export async function groupPlayerIds(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct m.user_id from team_members m where m.team_id in (
        select e.team_id from tournament_entries e where e.group_id = ${groupId}
        union select tt.team_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id where st.group_id = ${groupId}
      ) order by m.user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** Slugs that start like `base` (to pick a free one). */
export async function slugsLike(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await selectRows<{ slug: string }>(db, sql`select slug from tournaments where slug = ${base} or slug like ${`${base}-%`}`);
  return new Set(rows.map((r) => r.slug));
}

export async function idsBySlugs(db: Queryable, table: 'divisions' | 'tournament_features', slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await selectRows<{ id: number; slug: string }>(db, sql`select id, slug from ${sql.raw(table)} where slug in (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function exists(db: Queryable, query: SQL): Promise<boolean> {
  return (await selectRows<{ one: number }>(db, sql`select 1 as one where exists(${query})`)).length > 0;
}

/** A format of exactly this team size (the catalogue's first), created when none exists. */
export async function formatFor(db: Queryable, min: number, max: number): Promise<number> {
  const [found] = await selectRows<{ id: number }>(db, sql`select id from tournament_formats where min = ${min} and max = ${max} order by id limit 1`);
  if (found) return found.id;
  const [created] = await selectRows<{ id: number }>(
    db,
    sql`insert into tournament_formats (slug, name, min, max) values (${`team-${min}-${max}`}, ${`${min}–${max}`}, ${min}, ${max}) returning id`,
  );
  return created?.id ?? 0;
}

export interface EditorChoices {
  games: { id: number; name: string; slug: string }[];
  divisions: { slug: string; name: LocalizedText; game_id: number }[];
  features: { slug: string; name: LocalizedText }[];
  countries: { id: number; names: LocalizedText }[];
  timezones: string[];
}

export async function editorChoices(db: Queryable): Promise<EditorChoices> {
  const [row] = await selectJson<EditorChoices>(
    db,
    sql`select json_build_object(
      'games', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'slug', slug) order by id), '[]'::json) from games where is_active),
      'divisions', (select coalesce(json_agg(json_build_object('slug', slug, 'name', name, 'game_id', game_id) order by sort_order, id), '[]'::json) from divisions where game_id is not null),
      'features', (select coalesce(json_agg(json_build_object('slug', slug, 'name', name) order by id), '[]'::json) from tournament_features),
      'countries', (select coalesce(json_agg(json_build_object('id', id, 'names', names) order by id), '[]'::json) from countries),
      'timezones', (select coalesce(json_agg(name order by name), '[]'::json) from timezones)
    ) as row`,
  );
  return row ?? { games: [], divisions: [], features: [], countries: [], timezones: [] };
}

export async function organizationOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await selectRows<{ name: string }>(db, sql`select organization_name as name from organizer_profiles where user_id = ${userId}`);
  return row?.name ?? null;
}
