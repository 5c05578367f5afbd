import { sql } from 'drizzle-orm';
import type { EntryMemberStatus, EntryStatusCode, TournamentStatusCode } from '@portal/shared/constants';
import { GROUP_OPEN_STATUS, type GroupStatusCode } from '@portal/shared/contracts';
import type { Queryable } from '../../db/client';
import { isoUtc, selectJson, selectPrepared, selectRows } from '../../db/sql-helpers';
import { teamMembersJson, type TeamMemberRow } from '../../db/team-members';
import { tournamentStatusSql } from '../../db/tournament-status';

/**
 * Application reads and locks. Reads build one JSON object per row in the database, so PGlite
 * and node-postgres return the same shapes; writes that decide on counts lock the tournament row first
 * (`for update`), so applications and reviews of one tournament run one after the other.
 */
export interface TournamentFactsRow {
  id: number;
  slug: string;
  name: string;
  owner_id: number | null;
  game_id: number;
  game_key: string;
  status: TournamentStatusCode;
  end_reg_time: string;
  slot_count: number;
  format: { min: number; max: number };
  features: string[];
  accepted_count: number;
}

export const TOURNAMENT_FACTS = sql`select t.id, t.slug, t.name, t.owner_id, t.game_id, gm.data_slug as game_key, ${tournamentStatusSql('t')} as status,
  ${isoUtc(sql`t.end_reg_time`)} as end_reg_time, t.slot_count,
  json_build_object('min', f.min, 'max', f.max) as format,
  (select coalesce(json_agg(ft.slug order by ft.id), '[]'::json) from tournament_feature_links fl join tournament_features ft on ft.id = fl.feature_id where fl.tournament_id = t.id) as features,
  (select count(*)::int from tournament_entries e where e.tournament_id = t.id and e.status = 'accepted') as accepted_count
  from tournaments t join games gm on gm.id = t.game_id join tournament_formats f on f.id = t.format_id`;

/** A published tournament's facts; null when there is none. */
export async function tournamentFacts(db: Queryable, id: number): Promise<TournamentFactsRow | null> {
  const [row] = await selectRows<TournamentFactsRow>(db, sql`${TOURNAMENT_FACTS} where t.id = ${id} and t.is_published`);
  return row ?? null;
}

/** Locks the tournament row: the applications and reviews of one tournament run one at a time. */
export async function lockTournament(db: Queryable, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from tournaments where id = ${id} and is_published for update`);
  return rows.length > 0;
}

/** A member of a team with what their eligibility depends on, for the tournament's game. */
export type ApplicantRow = TeamMemberRow;

export interface UserTeamRow {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  logo_webp_url: string | null;
  logo_small_webp_url: string | null;
  game: { id: number; name: string; slug: string; id_key: string };
  division: { slug: string } | null;
  viewer_role_id: number;
  members: ApplicantRow[];
  entry_id: number | null;
}

/** The viewer's teams of the tournament's game, each with its members and its application to the tournament. */
export async function userTeamsForTournament(db: Queryable, viewerId: number, tournamentId: number, gameId: number): Promise<UserTeamRow[]> {
  return selectJson<UserTeamRow>(
    db,
    sql`select json_build_object(
        'id', t.id, 'name', t.name, 'slug', t.slug, 'logo_url', t.logo_url, 'logo_webp_url', t.logo_webp_url, 'logo_small_webp_url', t.logo_small_webp_url,
        'game', json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'id_key', g.id_key),
        'division', case when d.id is null then null else json_build_object('slug', d.slug) end,
        'viewer_role_id', mine.role_id,
        'members', ${teamMembersJson('t')},
        'entry_id', (select e.id from tournament_entries e where e.tournament_id = ${tournamentId} and e.team_id = t.id)
      ) as row
      from teams t join games g on g.id = t.game_id left join divisions d on d.id = t.division_id
      join team_members mine on mine.team_id = t.id and mine.user_id = ${viewerId}
      where t.deleted_at is null and t.game_id = ${gameId}
      order by case mine.role_id when 1 then 0 when 3 then 1 else 2 end, mine.joined_at desc, t.id desc`,
  );
}

/** One team's members with their eligibility facts for a game, and the team's head; locked for the write. */
export interface TeamForApplyRow {
  id: number;
  name: string;
  game_id: number;
  members: ApplicantRow[];
}

/** Locks a team that is not deleted; false when there is none. */
export async function lockTeam(db: Queryable, teamId: number): Promise<boolean> {
  const locked = await selectRows<{ id: number }>(db, sql`select id from teams where id = ${teamId} and deleted_at is null for update`);
  return locked.length > 0;
}

export async function lockTeamForApply(db: Queryable, teamId: number): Promise<TeamForApplyRow | null> {
  if (!(await lockTeam(db, teamId))) return null;
  const [row] = await selectJson<TeamForApplyRow>(db, sql`select json_build_object('id', t.id, 'name', t.name, 'game_id', t.game_id, 'members', ${teamMembersJson('t')}) as row from teams t where t.id = ${teamId}`);
  return row ?? null;
}

export interface EntryRow {
  id: number;
  status: EntryStatusCode;
  reject_description: string | null;
  created_at: string;
  tournament: {
    id: number;
    slug: string;
    name: string;
    owner_id: number | null;
    status: TournamentStatusCode;
    end_reg_time: string;
    features: string[];
    game: { id: number; name: string; slug: string };
  };
  team: { id: number; name: string; slug: string; logo_url: string | null; logo_webp_url: string | null; logo_small_webp_url: string | null };
  stage: { id: number; name: string; prev_stage_id: number | null; replace_count: number } | null;
  group: GroupJson | null;
  members: {
    id: number;
    slug: string | null;
    username: string;
    avatar_original_url: string | null;
    avatar_webp_url: string | null;
    avatar_small_webp_url: string | null;
    status: EntryMemberStatus;
    has_game_profile: boolean;
    social_accounts_count: number;
    documents_count: number;
  }[];
  /** The admitted team (null until the organiser accepts the application). */
  tournament_team_id: number | null;
  stage_teams: {
    id: number;
    stage: { id: number; name: string; prev_stage_id: number | null; replace_count: number };
    /** The stage's groups that take applications now (docs/spec.md's registerOpenGroups). */
    open_groups: GroupJson[];
    group: GroupJson | null;
    is_approve_game_time: boolean | null;
    member_ids: number[];
    members: StageTeamUserRow[];
  }[];
  /** The viewer's role in the team (null: not in it). */
  viewer_role_id: number | null;
}

/** A player of a stage team, as its member's `user`. */
export interface StageTeamUserRow {
  id: number;
  slug: string | null;
  username: string;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
}

export interface GroupJson {
  id: number;
  name: string;
  game_time: string;
  stage_id: number;
  timezone: string;
  status: GroupStatusCode;
}

const groupJson = (alias: string) =>
  sql`case when ${sql.raw(alias)}.id is null then null else json_build_object('id', ${sql.raw(alias)}.id, 'name', ${sql.raw(alias)}.name,
    'game_time', ${isoUtc(sql.raw(`${alias}.game_time`))}, 'stage_id', ${sql.raw(alias)}.stage_id, 'timezone', ${sql.raw(alias)}.timezone,
    'status', ${sql.raw(alias)}.status) end`;

const entryJson = (viewerId: number | null) => sql`json_build_object(
  'id', e.id, 'status', e.status, 'reject_description', e.reject_description, 'created_at', ${isoUtc(sql`e.created_at`)},
  'tournament', json_build_object('id', tr.id, 'slug', tr.slug, 'name', tr.name, 'owner_id', tr.owner_id, 'status', ${tournamentStatusSql('tr')},
    'end_reg_time', ${isoUtc(sql`tr.end_reg_time`)},
    'features', (select coalesce(json_agg(ft.slug order by ft.id), '[]'::json) from tournament_feature_links fl join tournament_features ft on ft.id = fl.feature_id where fl.tournament_id = tr.id),
    'game', json_build_object('id', gm.id, 'name', gm.name, 'slug', gm.slug)),
  'team', json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'logo_url', t.logo_url, 'logo_webp_url', t.logo_webp_url, 'logo_small_webp_url', t.logo_small_webp_url),
  'stage', case when s.id is null then null else json_build_object('id', s.id, 'name', s.name, 'prev_stage_id', s.prev_stage_id, 'replace_count', s.replace_count) end,
  'group', ${groupJson('sg')},
  'members', (
    select coalesce(json_agg(json_build_object('id', u.id, 'slug', u.slug, 'username', u.username,
      'avatar_original_url', u.avatar_original_url, 'avatar_webp_url', u.avatar_webp_url, 'avatar_small_webp_url', u.avatar_small_webp_url,
      'status', em.status,
      'has_game_profile', exists(select 1 from game_profiles gp where gp.user_id = u.id and gp.game_id = tr.game_id),
      'social_accounts_count', (select count(*)::int from social_accounts sa where sa.user_id = u.id),
      'documents_count', (select count(*)::int from user_documents ud where ud.user_id = u.id)
    ) order by em.user_id), '[]'::json)
    from tournament_entry_members em join users u on u.id = em.user_id where em.entry_id = e.id
  ),
  'stage_teams', (
    select coalesce(json_agg(json_build_object('id', st.id,
      'stage', json_build_object('id', s2.id, 'name', s2.name, 'prev_stage_id', s2.prev_stage_id, 'replace_count', s2.replace_count),
      'open_groups', (select coalesce(json_agg(${groupJson('og')} order by og.sort_order, og.game_time, og.id), '[]'::json)
        from stage_groups og where og.stage_id = s2.id and og.status = ${GROUP_OPEN_STATUS}),
      'group', ${groupJson('g2')}, 'is_approve_game_time', st.is_approve_game_time,
      'member_ids', (select coalesce(json_agg(stm.user_id order by stm.id), '[]'::json) from stage_team_members stm where stm.stage_team_id = st.id),
      'members', (select coalesce(json_agg(json_build_object('id', su.id, 'slug', su.slug, 'username', su.username,
          'avatar_original_url', su.avatar_original_url, 'avatar_webp_url', su.avatar_webp_url, 'avatar_small_webp_url', su.avatar_small_webp_url) order by stm.id), '[]'::json)
        from stage_team_members stm join users su on su.id = stm.user_id where stm.stage_team_id = st.id)
    ) order by s2.sort_order, s2.register_start_date, s2.id), '[]'::json)
    from tournament_teams tt join stage_teams st on st.tournament_team_id = tt.id join stages s2 on s2.id = st.stage_id
    left join stage_groups g2 on g2.id = st.group_id where tt.entry_id = e.id
  ),
  'tournament_team_id', (select tt.id from tournament_teams tt where tt.entry_id = e.id),
  'viewer_role_id', ${viewerId === null ? sql`null` : sql`(select vm.role_id from team_members vm where vm.team_id = t.id and vm.user_id = ${viewerId})`}
)`;

const ENTRY_FROM = sql`from tournament_entries e
  join tournaments tr on tr.id = e.tournament_id
  join games gm on gm.id = tr.game_id
  join teams t on t.id = e.team_id
  left join stages s on s.id = e.stage_id
  left join stage_groups sg on sg.id = e.group_id`;

export async function findEntry(db: Queryable, entryId: number, viewerId: number | null): Promise<EntryRow | null> {
  const [row] = await selectPrepared<{ row: EntryRow }>(db, 'find_entry', sql`select ${entryJson(viewerId)} as row ${ENTRY_FROM} where e.id = ${entryId}`);
  return row?.row ?? null;
}

export async function findEntries(db: Queryable, ids: readonly number[], viewerId: number | null): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return selectJson<EntryRow>(db, sql`select ${entryJson(viewerId)} as row ${ENTRY_FROM} where e.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by e.created_at desc, e.id desc`);
}

/** The applications of the viewer's teams (as owner or manager) and those that name the viewer, newest first. */
export async function entriesOfUser(db: Queryable, viewerId: number): Promise<EntryRow[]> {
  return selectJson<EntryRow>(
    db,
    sql`select ${entryJson(viewerId)} as row ${ENTRY_FROM}
      where t.deleted_at is null and (
        exists(select 1 from tournament_entry_members em where em.entry_id = e.id and em.user_id = ${viewerId})
        or exists(select 1 from team_members m where m.team_id = e.team_id and m.user_id = ${viewerId} and m.role_id in (1, 3)))
      order by e.created_at desc, e.id desc`,
  );
}

/** Every application of a tournament, in the order they came. */
export async function entriesOfTournament(db: Queryable, tournamentId: number): Promise<EntryRow[]> {
  return selectJson<EntryRow>(db, sql`select ${entryJson(null)} as row ${ENTRY_FROM} where e.tournament_id = ${tournamentId} order by e.created_at, e.id`);
}

/** Entry head for writes: locked (`for update`). */
export interface EntryHead {
  id: number;
  tournamentId: number;
  teamId: number;
  stageId: number;
  groupId: number | null;
  status: EntryStatusCode;
}

/**
 * The one lock order of the application writes (docs/architecture.md, Applications and group places): the
 * tournament row first, then the entry. An entry never changes tournament, so its tournament is read
 * without a lock, locked, and the entry locked after it. Null for an unknown entry.
 */
export async function lockEntryAfterTournament(db: Queryable, entryId: number): Promise<EntryHead | null> {
  const [ref] = await selectRows<{ tournament_id: number }>(db, sql`select tournament_id from tournament_entries where id = ${entryId}`);
  if (!ref) return null;
  await selectRows(db, sql`select id from tournaments where id = ${ref.tournament_id} for update`);
  return lockEntry(db, entryId);
}

export async function lockEntry(db: Queryable, entryId: number): Promise<EntryHead | null> {
  const [row] = await selectRows<EntryHead>(
    db,
    sql`select id, tournament_id as "tournamentId", team_id as "teamId", stage_id as "stageId", group_id as "groupId", status
      from tournament_entries where id = ${entryId} for update`,
  );
  return row ?? null;
}

/** The team's application to the tournament; locked for a write unless `lock` is false. */
export async function entryOfTeam(db: Queryable, tournamentId: number, teamId: number, lock = true): Promise<EntryHead | null> {
  const [row] = await selectRows<EntryHead>(
    db,
    sql`select id, tournament_id as "tournamentId", team_id as "teamId", stage_id as "stageId", group_id as "groupId", status
      from tournament_entries where tournament_id = ${tournamentId} and team_id = ${teamId} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** Players (of the given ones) already named in another team's live application to the tournament. */
export async function playersInOtherEntries(db: Queryable, tournamentId: number, teamId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct em.user_id from tournament_entry_members em join tournament_entries e on e.id = em.entry_id
      where e.tournament_id = ${tournamentId} and e.team_id <> ${teamId} and e.status <> 'rejected'
      and em.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return rows.map((r) => r.user_id);
}

/** Owner and managers of a team (they hear about the review). */
export async function captainsOf(db: Queryable, teamId: number): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(db, sql`select user_id from team_members where team_id = ${teamId} and role_id in (1, 3) order by id`);
  return rows.map((r) => r.user_id);
}

export async function roleInTeam(db: Queryable, teamId: number, userId: number): Promise<number | null> {
  const [row] = await selectRows<{ role_id: number }>(db, sql`select role_id from team_members where team_id = ${teamId} and user_id = ${userId}`);
  return row?.role_id ?? null;
}

export async function tournamentTimezone(db: Queryable, tournamentId: number): Promise<string> {
  const [row] = await selectRows<{ timezone: string }>(db, sql`select timezone from tournaments where id = ${tournamentId}`);
  return row?.timezone ?? '';
}

/**
 * Awaiting applications a person sent, in one tournament and in all (shared awaitingCapReached), leaving out
 * `exceptEntry` (the one being sent again). Takes a per-person lock first (released at commit), after the
 * tournament's: two applications of one person to two tournaments are counted one after the other.
 */
export async function awaitingSentBy(db: Queryable, userId: number, tournamentId: number, exceptEntry: number | null): Promise<{ inTournament: number; overall: number }> {
  await lockSender(db, userId);
  const [row] = await selectRows<{ in_tournament: number; overall: number }>(
    db,
    sql`select count(*) filter (where tournament_id = ${tournamentId})::int as in_tournament, count(*)::int as overall
      from tournament_entries where created_by_id = ${userId} and status = 'await' and id <> ${exceptEntry ?? 0}`,
  );
  return { inTournament: row?.in_tournament ?? 0, overall: row?.overall ?? 0 };
}

/** The per-person lock of awaitingSentBy (released at commit; taken after the tournament's). */
export async function lockSender(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`applications:user:${userId}`}))`);
}

/**
 * A new application (status await) with its players in one statement: the sender approved at once, the
 * others pending their answer. Returns the application's id.
 */
export async function insertEntry(
  db: Queryable,
  entry: { tournamentId: number; teamId: number; stageId: number; groupId: number | null; senderId: number; players: readonly number[] },
): Promise<number> {
  const players = sql`array[${sql.join([...new Set(entry.players)].map((id) => sql`${id}`), sql`, `)}]::int[]`;
  const [row] = await selectPrepared<{ id: number }>(
    db,
    'insert_entry',
    sql`with e as (
        insert into tournament_entries (tournament_id, team_id, stage_id, group_id, status, created_by_id)
        values (${entry.tournamentId}, ${entry.teamId}, ${entry.stageId}, ${entry.groupId}, 'await', ${entry.senderId}) returning id
      ), m as (
        insert into tournament_entry_members (entry_id, user_id, status, answered_at)
        select e.id, p, case when p = ${entry.senderId} then 'approved' else 'pending' end, case when p = ${entry.senderId} then now() else null end
        from e, unnest(${players}) as p
      )
      select id from e`,
  );
  if (!row) throw new Error('entry insert returned nothing');
  return row.id;
}
