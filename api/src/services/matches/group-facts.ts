import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { isoUtc, selectJson } from '../../db/sql-helpers';

/**
 * The reads of a group's facts and of a player's groups that the matches module and the calendar feeds
 * both answer from (docs/architecture.md: what two modules need lives in services). A group is read with
 * its stage and tournament (the facts every check needs).
 */
export interface GroupFacts {
  group_id: number;
  group_name: string;
  game_time: string;
  group_timezone: string;
  group_status: string;
  results_published_at: string | null;
  lobby_id: string | null;
  lobby_password: string | null;
  teams_count: number;
  stage_id: number;
  stage_name: string;
  tournament_id: number;
  tournament_slug: string;
  tournament_name: string;
  tournament_timezone: string;
  game_slug: string;
  owner_id: number | null;
  access_hash: string | null;
  is_published: boolean;
  placement_points: number[] | null;
  with_cap_chats: boolean;
  /** Rises each time the game time moves (calendar events' SEQUENCE). */
  schedule_revision: number;
}

export const GROUP_FACTS = sql`json_build_object(
  'group_id', g.id, 'group_name', g.name, 'game_time', ${isoUtc(sql`g.game_time`)}, 'group_timezone', g.timezone,
  'group_status', g.status, 'results_published_at', case when g.results_published_at is null then null else ${isoUtc(sql`g.results_published_at`)} end,
  'lobby_id', g.lobby_id, 'lobby_password', g.lobby_password,
  'teams_count', (select count(*)::int from stage_teams st where st.group_id = g.id),
  'stage_id', s.id, 'stage_name', s.name,
  'tournament_id', t.id, 'tournament_slug', t.slug, 'tournament_name', t.name, 'tournament_timezone', t.timezone,
  'game_slug', gm.data_slug, 'owner_id', t.owner_id, 'access_hash', t.access_hash, 'is_published', t.is_published,
  'placement_points', t.placement_points, 'with_cap_chats', t.with_cap_chats, 'schedule_revision', g.schedule_revision)`;
export const GROUP_FROM = sql`from stage_groups g join stages s on s.id = g.stage_id join tournaments t on t.id = s.tournament_id join games gm on gm.id = t.game_id`;

export async function groupFacts(db: Queryable, groupId: number, lock = false): Promise<GroupFacts | null> {
  const [row] = await selectJson<GroupFacts>(db, sql`select ${GROUP_FACTS} as row ${GROUP_FROM} where g.id = ${groupId}${lock ? sql` for update of g` : sql``}`);
  return row ?? null;
}

export interface TeamRow {
  stage_team_id: number;
  team: { id: number; name: string; slug: string | null; logo: string | null };
}

export const TEAM_JSON = sql`json_build_object('id', tm.id, 'name', tm.name, 'slug', tm.slug, 'logo', coalesce(tm.logo_small_webp_url, tm.logo_url))`;

export interface MyMatchRow {
  stage_team_id: number;
  group_id: number;
  team: TeamRow['team'];
  is_approve_game_time: boolean | null;
  role: string | null;
}

/**
 * The caller's stage teams with a group (named in it, or a member of its team now), in published
 * tournaments; `withUnpublished` adds those of tournaments taken back to a draft (the calendar marks them cancelled).
 */
export async function myStageTeams(db: Queryable, userId: number, { withUnpublished = false }: { withUnpublished?: boolean } = {}): Promise<MyMatchRow[]> {
  return selectJson<MyMatchRow>(
    db,
    sql`select json_build_object('stage_team_id', st.id, 'group_id', st.group_id, 'team', ${TEAM_JSON}, 'is_approve_game_time', st.is_approve_game_time,
        'role', (select r.code from team_members m join team_roles r on r.id = m.role_id where m.team_id = tm.id and m.user_id = ${userId} limit 1)) as row
      from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join teams tm on tm.id = tt.team_id
        join stage_groups g on g.id = st.group_id join stages s on s.id = st.stage_id join tournaments t on t.id = s.tournament_id
      where ${withUnpublished ? sql`true` : sql`t.is_published`} and (exists (select 1 from stage_team_members stm where stm.stage_team_id = st.id and stm.user_id = ${userId})
        or exists (select 1 from team_members m where m.team_id = tm.id and m.user_id = ${userId}))
      order by g.game_time, st.id`,
  );
}
