import { sql, type SQL } from 'drizzle-orm';
import type { EntryStatusCode, TournamentStatusCode } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { isoUtc, selectJson, selectRows } from '../../db/sql-helpers';
import { teamMembersJson, type TeamMemberRow } from '../../db/team-members';
import { tournamentStatusSql } from '../../db/tournament-status';

/**
 * Team reads. One query builds each team's JSON in the database (members with their readiness, entries
 * with their tournament, stage and group), so PGlite and node-postgres return the same shapes and a list
 * of teams costs one round trip. Deleted teams (deleted_at set) are found by none of these reads.
 */
export type { TeamMemberRow };

export interface TeamEntryRow {
  id: number;
  status: EntryStatusCode;
  created_at: string;
  tournament: { id: number; slug: string; name: string; status: TournamentStatusCode; start_time: string; logo_url: string | null };
  stage: { id: number; name: string } | null;
  group: { id: number; name: string; game_time: string; timezone: string } | null;
  /** The team's standing in the last stage it played (public page). */
  result: { place: number | null; points: number } | null;
}

export interface TeamRow {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  logo_webp_url: string | null;
  logo_small_webp_url: string | null;
  invite_hash: string;
  created_at: string;
  game: { id: number; name: string; slug: string; id_key: string };
  division: { id: number; slug: string; name: LocalizedText } | null;
  members: TeamMemberRow[];
  entries: TeamEntryRow[];
}

/** The standing of the team's stage team in the last stage it played (by stage order). */
const resultJson = sql`(
  select json_build_object('place', gr.place, 'points', gr.points)
  from tournament_teams tt
  join stage_teams st on st.tournament_team_id = tt.id
  join stages rs on rs.id = st.stage_id
  join group_results gr on gr.stage_team_id = st.id
  where tt.entry_id = e.id
  order by rs.sort_order desc, rs.register_start_date desc, rs.id desc
  limit 1
)`;

const entriesJson = (where: SQL) => sql`(
  select coalesce(json_agg(json_build_object(
    'id', e.id, 'status', e.status, 'created_at', ${isoUtc(sql`e.created_at`)},
    'tournament', json_build_object('id', tr.id, 'slug', tr.slug, 'name', tr.name, 'status', ${tournamentStatusSql('tr')},
      'start_time', ${isoUtc(sql`tr.start_time`)}, 'logo_url', tr.logo_url),
    'stage', case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end,
    'group', case when sg.id is null then null else json_build_object('id', sg.id, 'name', sg.name,
      'game_time', ${isoUtc(sql`sg.game_time`)}, 'timezone', sg.timezone) end,
    'result', ${resultJson}
  ) order by tr.start_time desc, e.id desc), '[]'::json)
  from tournament_entries e
  join tournaments tr on tr.id = e.tournament_id
  left join stages s on s.id = e.stage_id
  left join stage_groups sg on sg.id = e.group_id
  where e.team_id = t.id and ${where}
)`;

const teamJson = (entriesWhere: SQL) => sql`json_build_object(
  'id', t.id, 'name', t.name, 'slug', t.slug, 'logo_url', t.logo_url, 'logo_webp_url', t.logo_webp_url,
  'logo_small_webp_url', t.logo_small_webp_url, 'invite_hash', t.invite_hash, 'created_at', ${isoUtc(sql`t.created_at`)},
  'game', json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'id_key', g.id_key),
  'division', case when d.id is null then null else json_build_object('id', d.id, 'slug', d.slug, 'name', d.name) end,
  'members', ${teamMembersJson('t')},
  'entries', ${entriesJson(entriesWhere)}
)`;

const FROM = sql`from teams t join games g on g.id = t.game_id left join divisions d on d.id = t.division_id`;
const ALL_ENTRIES = sql`true`;
/**
 * The public page lists the public tournaments the team was accepted to, and no application in progress;
 * a private tournament is never named there (its slug and name are for those who reach it, see
 * services/tournaments/visible.ts).
 */
const ACCEPTED_ENTRIES = sql`e.status = 'accepted' and tr.is_published and tr.access_hash is null`;

export async function findTeam(db: Queryable, id: number): Promise<TeamRow | null> {
  const [row] = await selectJson<TeamRow>(db, sql`select ${teamJson(ALL_ENTRIES)} as row ${FROM} where t.id = ${id} and t.deleted_at is null`);
  return row ?? null;
}

export async function findPublicTeam(db: Queryable, slug: string): Promise<TeamRow | null> {
  const [row] = await selectJson<TeamRow>(db, sql`select ${teamJson(ACCEPTED_ENTRIES)} as row ${FROM} where t.slug = ${slug} and t.deleted_at is null`);
  return row ?? null;
}

/** The user's teams, newest membership first; of one game when given. */
export async function teamsOfUser(db: Queryable, userId: number, gameId: number | undefined): Promise<TeamRow[]> {
  const game = gameId === undefined ? sql`true` : sql`t.game_id = ${gameId}`;
  return selectJson<TeamRow>(
    db,
    sql`select ${teamJson(ALL_ENTRIES)} as row ${FROM}
      join team_members mine on mine.team_id = t.id and mine.user_id = ${userId}
      where t.deleted_at is null and ${game}
      order by mine.joined_at desc, t.id desc`,
  );
}

export interface TeamHead {
  id: number;
  name: string;
  slug: string;
  gameId: number;
  inviteHash: string;
  logoUrl: string | null;
  logoWebpUrl: string | null;
  logoSmallWebpUrl: string | null;
}

const HEAD = sql`select t.id, t.name, t.slug, t.game_id as "gameId", t.invite_hash as "inviteHash", t.logo_url as "logoUrl",
  t.logo_webp_url as "logoWebpUrl", t.logo_small_webp_url as "logoSmallWebpUrl" from teams t`;

/**
 * The team's own columns, locked for the change that reads them (`for update`): two changes of one team
 * (a role change and a removal, two joins) run one after the other.
 */
export async function lockTeam(db: Queryable, id: number): Promise<TeamHead | null> {
  const [row] = await selectRows<TeamHead>(db, sql`${HEAD} where t.id = ${id} and t.deleted_at is null for update`);
  return row ?? null;
}

export async function teamByInviteHash(db: Queryable, hash: string): Promise<TeamHead | null> {
  const [row] = await selectRows<TeamHead>(db, sql`${HEAD} where t.invite_hash = ${hash} and t.deleted_at is null`);
  return row ?? null;
}

export interface MembershipRow {
  userId: number;
  roleId: number;
  username: string;
}

export async function membersOf(db: Queryable, teamId: number): Promise<MembershipRow[]> {
  return selectRows<MembershipRow>(
    db,
    sql`select m.user_id as "userId", m.role_id as "roleId", u.username from team_members m join users u on u.id = m.user_id where m.team_id = ${teamId} order by m.id`,
  );
}

export async function gameRef(db: Queryable, gameId: number): Promise<{ id: number; name: string; slug: string } | null> {
  const [row] = await selectRows<{ id: number; name: string; slug: string }>(db, sql`select id, name, slug from games where id = ${gameId} and is_active`);
  return row ?? null;
}

/** A team of the game already carries this name (ignoring case), other than `exceptId`. */
export async function nameTaken(db: Queryable, gameId: number, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await selectRows<{ taken: boolean }>(
    db,
    sql`select exists(select 1 from teams where game_id = ${gameId} and lower(name) = lower(${name}) and deleted_at is null
      and id <> ${exceptId ?? 0}) as taken`,
  );
  return row?.taken ?? false;
}

/** Slugs in use that start with `base` (deleted teams keep theirs: old links must not lead elsewhere). */
export async function slugsLike(db: Queryable, base: string): Promise<string[]> {
  const rows = await selectRows<{ slug: string }>(db, sql`select slug from teams where slug = ${base} or slug like ${`${base}-%`}`);
  return rows.map((row) => row.slug);
}

export interface EntryFactsRow {
  id: number;
  status: EntryStatusCode;
  tournamentStatus: TournamentStatusCode;
}

export async function entryFacts(db: Queryable, teamId: number): Promise<EntryFactsRow[]> {
  return selectRows<EntryFactsRow>(
    db,
    sql`select e.id, e.status, ${tournamentStatusSql('tr')} as "tournamentStatus" from tournament_entries e join tournaments tr on tr.id = e.tournament_id where e.team_id = ${teamId} order by e.id`,
  );
}

