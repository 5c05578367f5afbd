import { sql, type SQL } from 'drizzle-orm';
import type { TournamentStatusCode } from '@portal/shared/constants';
import type { GroupStatusCode } from '@portal/shared/contracts';
import type { TextByLocale } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { isoUtc, selectJson, selectRows } from '../../db/sql-helpers';
import { tournamentStatusSql } from '../../db/tournament-status';

/**
 * Tournament reads. Each query builds one JSON object per tournament in the database (joins and small
 * aggregates included), so a page of tournaments costs two round trips whatever its size, and PGlite and
 * node-postgres return identical shapes.
 */
export interface FormatRow {
  id: number;
  slug: string;
  name: string;
  min: number;
  max: number;
}

export interface GroupRow {
  id: number;
  name: string;
  game_time: string;
  stage_id: number;
  timezone: string;
  status: GroupStatusCode;
}

export interface StageRow {
  id: number;
  name: string;
  register_start_date: string;
  replace_count: number;
  prev_stage_id: number | null;
  format: FormatRow | null;
  groups: GroupRow[] | null;
}

export interface TournamentRow {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  /** The name and description written in other languages (the page's language picks, shared pickLocalizedText). */
  name_i18n: TextByLocale;
  description_i18n: TextByLocale;
  rules: string | null;
  info: string | null;
  schedule: string | null;
  prize_fond: string | null;
  organizer: string | null;
  timezone: string;
  status: TournamentStatusCode;
  start_req_time: string;
  end_reg_time: string;
  start_time: string;
  slot_count: number;
  youtube_link: string | null;
  logo_url: string | null;
  mobile_logo_url: string | null;
  with_comments: boolean;
  with_cap_chats: boolean;
  game: { id: number; name: string; slug: string; data_slug: string };
  format: FormatRow;
  country: { id: number; names: LocalizedText } | null;
  divisions: { id: number; slug: string; name: LocalizedText }[];
  features: { id: number; slug: string; name: LocalizedText }[];
  /** Entries of the tournament: accepted ones and all (one entry per team). */
  entries: { accepted: number; total: number };
  stages: StageRow[];
  has_team: boolean;
}

export interface TournamentFilters {
  gameId?: number | undefined;
  status?: TournamentStatusCode | undefined;
  divisionSlug?: string | undefined;
}

/** The status players see: the organiser's override, else the one the dates give. */
const STATUS = tournamentStatusSql('t');

const formatJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'slug', ${alias}.slug, 'name', ${alias}.name, 'min', ${alias}.min, 'max', ${alias}.max)`);

const groupsJson = sql`(
  select coalesce(json_agg(json_build_object(
    'id', g.id, 'name', g.name, 'game_time', ${isoUtc(sql`g.game_time`)}, 'stage_id', g.stage_id,
    'timezone', g.timezone, 'status', g.status
  ) order by g.sort_order, g.game_time, g.id), '[]'::json)
  from stage_groups g where g.stage_id = s.id
)`;

const stagesJson = (withGroups: boolean) => sql`(
  select coalesce(json_agg(json_build_object(
    'id', s.id, 'name', s.name, 'register_start_date', ${isoUtc(sql`s.register_start_date`)},
    'replace_count', s.replace_count, 'prev_stage_id', s.prev_stage_id,
    'format', case when sf.id is null then null else ${formatJson('sf')} end,
    'groups', ${withGroups ? groupsJson : sql`null`}
  ) order by s.sort_order, s.register_start_date, s.id), '[]'::json)
  from stages s left join tournament_formats sf on sf.id = s.format_id
  where s.tournament_id = t.id
)`;

const tournamentJson = (viewerId: number | null, withGroups: boolean) => sql`json_build_object(
  'id', t.id, 'slug', t.slug, 'name', t.name, 'description', t.description, 'name_i18n', t.name_i18n,
  'description_i18n', t.description_i18n, 'rules', t.rules, 'info', t.info,
  'schedule', t.schedule, 'prize_fond', t.prize_fond, 'organizer', coalesce(op.organization_name, t.organizer), 'timezone', t.timezone,
  'status', ${STATUS}, 'start_req_time', ${isoUtc(sql`t.start_req_time`)}, 'end_reg_time', ${isoUtc(sql`t.end_reg_time`)},
  'start_time', ${isoUtc(sql`t.start_time`)}, 'slot_count', t.slot_count, 'youtube_link', t.youtube_link,
  'logo_url', t.logo_url, 'mobile_logo_url', t.mobile_logo_url, 'with_comments', t.with_comments,
  'with_cap_chats', t.with_cap_chats,
  'game', json_build_object('id', gm.id, 'name', gm.name, 'slug', gm.slug, 'data_slug', gm.data_slug),
  'format', ${formatJson('f')},
  'country', case when c.id is null then null else json_build_object('id', c.id, 'names', c.names) end,
  'divisions', (
    select coalesce(json_agg(json_build_object('id', d.id, 'slug', d.slug, 'name', d.name) order by d.sort_order, d.id), '[]'::json)
    from tournament_divisions td join divisions d on d.id = td.division_id where td.tournament_id = t.id
  ),
  'features', (
    select coalesce(json_agg(json_build_object('id', ft.id, 'slug', ft.slug, 'name', ft.name) order by ft.id), '[]'::json)
    from tournament_feature_links fl join tournament_features ft on ft.id = fl.feature_id where fl.tournament_id = t.id
  ),
  'entries', (
    select json_build_object('accepted', count(*) filter (where e.status = 'accepted'), 'total', count(*))
    from tournament_entries e where e.tournament_id = t.id
  ),
  'stages', ${stagesJson(withGroups)},
  'has_team', ${
    viewerId === null
      ? sql`false`
      : sql`exists(select 1 from tournament_entries e join team_members m on m.team_id = e.team_id where e.tournament_id = t.id and m.user_id = ${viewerId})`
  }
)`;

const FROM = sql`from tournaments t
  join games gm on gm.id = t.game_id
  join tournament_formats f on f.id = t.format_id
  left join countries c on c.id = t.country_id
  left join organizer_profiles op on op.user_id = t.owner_id`;

/** Listed tournaments: published (drafts are invisible to players) and not private. */
const LISTED = sql`t.is_published and t.access_hash is null`;

function filterClause(filters: TournamentFilters): SQL {
  const parts: SQL[] = [LISTED];
  if (filters.gameId !== undefined) parts.push(sql`t.game_id = ${filters.gameId}`);
  if (filters.status !== undefined) parts.push(sql`${STATUS} = ${filters.status}`);
  if (filters.divisionSlug !== undefined) {
    parts.push(sql`exists(select 1 from tournament_divisions td join divisions d on d.id = td.division_id where td.tournament_id = t.id and d.slug = ${filters.divisionSlug})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * List order: open registration first, then awaiting matches, playing, soon, ended; within a status the
 * nearest start first, ended ones the most recent first.
 */
const LIST_ORDER = sql`case ${STATUS} when 'registration' then 0 when 'registration-end' then 1 when 'game' then 2
  when 'registration-not-started' then 3 else 4 end,
  case when ${STATUS} = 'ended' then null else t.start_time end asc nulls last, t.start_time desc, t.id desc`;

export async function countTournaments(db: Queryable, filters: TournamentFilters): Promise<number> {
  const [row] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from tournaments t where ${filterClause(filters)}`);
  return row?.total ?? 0;
}

/**
 * One page of listed tournaments and the total (a window count in the same query; a page past the end has
 * no row to carry it, and then the total is counted separately).
 */
export async function listTournaments(
  db: Queryable,
  filters: TournamentFilters,
  { limit, offset, viewerId }: { limit: number; offset: number; viewerId: number | null },
): Promise<{ rows: TournamentRow[]; total: number }> {
  const found = await selectRows<{ row: TournamentRow; total: number }>(
    db,
    sql`select ${tournamentJson(viewerId, false)} as row, count(*) over ()::int as total ${FROM}
      where ${filterClause(filters)} order by ${LIST_ORDER} limit ${limit} offset ${offset}`,
  );
  const total = found[0]?.total ?? (offset > 0 ? await countTournaments(db, filters) : 0);
  return { rows: found.map((r) => r.row), total };
}

/** The most recently started (or next to start) listed tournaments. */
export async function latestTournaments(db: Queryable, { limit, viewerId }: { limit: number; viewerId: number | null }): Promise<TournamentRow[]> {
  return selectJson<TournamentRow>(db, sql`select ${tournamentJson(viewerId, false)} as row ${FROM} where ${LISTED} order by t.start_time desc, t.id desc limit ${limit}`);
}

/** Tournaments of a game that are not over, for the home page (nearest first). */
export async function activeTournamentsOfGame(
  db: Queryable,
  { gameSlug, limit, viewerId }: { gameSlug: string; limit: number; viewerId: number | null },
): Promise<TournamentRow[]> {
  return selectJson<TournamentRow>(
    db,
    sql`select ${tournamentJson(viewerId, false)} as row ${FROM}
      where ${LISTED} and gm.slug = ${gameSlug} and ${STATUS} <> 'ended'
      order by ${LIST_ORDER} limit ${limit}`,
  );
}

/**
 * One tournament with its stages and groups, by id or slug. A private tournament (access_hash set) is
 * found only with its hash; an unpublished one not at all.
 */
export async function findTournament(
  db: Queryable,
  ref: { kind: 'id'; id: number } | { kind: 'slug'; slug: string },
  { viewerId, hash }: { viewerId: number | null; hash: string | undefined },
): Promise<TournamentRow | null> {
  const match = ref.kind === 'id' ? sql`t.id = ${ref.id}` : sql`t.slug = ${ref.slug}`;
  const access = hash === undefined ? sql`t.access_hash is null` : sql`(t.access_hash is null or t.access_hash = ${hash})`;
  const [row] = await selectJson<TournamentRow>(db, sql`select ${tournamentJson(viewerId, true)} as row ${FROM} where ${match} and t.is_published and ${access}`);
  return row ?? null;
}

export async function gameExists(db: Queryable, slug: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(db, sql`select 1 as one from games where slug = ${slug} and is_active`);
  return rows.length > 0;
}
