import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { groupMatchResults, groupResultAudits, groupResults, type AuditedMatchLine } from '../../db/schema';
import { isoUtc, selectJson, selectRows } from '../../db/sql-helpers';
import { GROUP_FACTS, GROUP_FROM, TEAM_JSON, type GroupFacts, type TeamRow } from '../../services/matches/group-facts';

export { GROUP_FACTS, GROUP_FROM, TEAM_JSON, groupFacts, myStageTeams, type GroupFacts, type MyMatchRow, type TeamRow } from '../../services/matches/group-facts';

/**
 * Queries of matches, grid and results. A group is read with its stage and tournament (the
 * facts every check needs); results come as match lines per stage team and are ranked by the shared
 * scoring (never in SQL).
 */

/** Every group of a tournament in stage and group order. */
export async function tournamentGroups(db: Queryable, tournamentId: number): Promise<GroupFacts[]> {
  return selectJson<GroupFacts>(db, sql`select ${GROUP_FACTS} as row ${GROUP_FROM} where t.id = ${tournamentId} order by s.sort_order, s.id, g.sort_order, g.id`);
}

export interface TournamentFacts {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  game_slug: string;
  owner_id: number | null;
  access_hash: string | null;
  is_published: boolean;
  placement_points: number[] | null;
  stages: { id: number; name: string }[];
}

export async function tournamentFacts(db: Queryable, where: SQL): Promise<TournamentFacts | null> {
  const [row] = await selectJson<TournamentFacts>(
    db,
    sql`select json_build_object('id', t.id, 'slug', t.slug, 'name', t.name, 'timezone', t.timezone, 'game_slug', gm.data_slug,
        'owner_id', t.owner_id, 'access_hash', t.access_hash, 'is_published', t.is_published, 'placement_points', t.placement_points,
        'stages', coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.sort_order, s.id) from stages s where s.tournament_id = t.id), '[]'::json)) as row
      from tournaments t join games gm on gm.id = t.game_id where ${where}`,
  );
  return row ?? null;
}

export const byId = (id: number) => sql`t.id = ${id}`;
export const bySlug = (slug: string) => sql`t.slug = ${slug}`;

/** The stage teams of a group with their teams. */
export async function groupTeams(db: Queryable, groupId: number): Promise<TeamRow[]> {
  return selectJson<TeamRow>(
    db,
    sql`select json_build_object('stage_team_id', st.id, 'team', ${TEAM_JSON}) as row
      from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join teams tm on tm.id = tt.team_id
      where st.group_id = ${groupId} order by tm.name, st.id`,
  );
}

export interface MatchLineRow {
  stage_team_id: number;
  match_number: number;
  place: number;
  kills: number;
}

/** Every match line of a group. */
export async function groupMatchLines(db: Queryable, groupId: number): Promise<MatchLineRow[]> {
  return selectRows<MatchLineRow>(
    db,
    sql`select gr.stage_team_id, m.match_number, m.place, m.kills from group_match_results m join group_results gr on gr.id = m.group_result_id
      where gr.group_id = ${groupId} order by m.match_number, m.place`,
  );
}

/** The lines of one match (for the audit's "before"). */
export async function matchLines(tx: Queryable, groupId: number, matchNumber: number): Promise<AuditedMatchLine[]> {
  return selectRows<AuditedMatchLine>(
    tx,
    sql`select gr.stage_team_id, m.place, m.kills from group_match_results m join group_results gr on gr.id = m.group_result_id
      where gr.group_id = ${groupId} and m.match_number = ${matchNumber} order by m.place`,
  );
}

/** Every match line of a tournament's groups with its points, by group and match (placement table changes). */
export async function tournamentMatchLines(tx: Queryable, tournamentId: number): Promise<(Required<AuditedMatchLine> & { group_id: number; match_number: number })[]> {
  return selectRows(
    tx,
    sql`select gr.group_id, m.match_number, gr.stage_team_id, m.place, m.kills, m.points from group_match_results m
      join group_results gr on gr.id = m.group_result_id join stage_groups g on g.id = gr.group_id join stages s on s.id = g.stage_id
      where s.tournament_id = ${tournamentId} order by gr.group_id, m.match_number, m.place`,
  );
}

export async function matchCount(tx: Queryable, groupId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`select coalesce(max(m.match_number), 0)::int as count from group_match_results m join group_results gr on gr.id = m.group_result_id where gr.group_id = ${groupId}`,
  );
  return row?.count ?? 0;
}

/**
 * Writes one match: a line per team (updated in place, so the players' lines of a corrected match stay),
 * and removes the lines of teams no longer in it.
 */
export async function writeMatch(tx: Tx, groupId: number, matchNumber: number, lines: readonly (AuditedMatchLine & { points: number })[]): Promise<void> {
  const teamIds = lines.map((line) => line.stage_team_id);
  const existing = await tx.select({ id: groupResults.id, stageTeamId: groupResults.stageTeamId }).from(groupResults).where(eq(groupResults.groupId, groupId));
  const resultOf = new Map(existing.map((row) => [row.stageTeamId, row.id]));
  const missing = teamIds.filter((id) => !resultOf.has(id));
  if (missing.length > 0) {
    const created = await tx
      .insert(groupResults)
      .values(missing.map((stageTeamId) => ({ groupId, stageTeamId })))
      .returning({ id: groupResults.id, stageTeamId: groupResults.stageTeamId });
    for (const row of created) resultOf.set(row.stageTeamId, row.id);
  }
  const others = existing.filter((row) => !teamIds.includes(row.stageTeamId)).map((row) => row.id);
  if (others.length > 0) await tx.delete(groupMatchResults).where(and(inArray(groupMatchResults.groupResultId, others), eq(groupMatchResults.matchNumber, matchNumber)));
  for (const line of lines) {
    await tx
      .insert(groupMatchResults)
      .values({ groupResultId: resultOf.get(line.stage_team_id) ?? 0, matchNumber, place: line.place, kills: line.kills, points: line.points, playedAt: new Date() })
      .onConflictDoUpdate({ target: [groupMatchResults.groupResultId, groupMatchResults.matchNumber], set: { place: line.place, kills: line.kills, points: line.points } });
  }
}

/** Stores the recomputed standings (place, points, kills, matches) on group_results. */
export async function storeStandings(tx: Tx, groupId: number, rows: readonly { team_id: number; place: number; points: number; kills: number; matches_played: number }[]): Promise<void> {
  for (const row of rows) {
    await tx
      .update(groupResults)
      .set({ place: row.place, points: row.points, kills: row.kills, matchesPlayed: row.matches_played, updatedAt: new Date() })
      .where(and(eq(groupResults.groupId, groupId), eq(groupResults.stageTeamId, row.team_id)));
  }
}

export async function recordAudit(tx: Tx, entry: typeof groupResultAudits.$inferInsert): Promise<void> {
  await tx.insert(groupResultAudits).values(entry);
}

export interface AuditRow {
  id: number;
  match_number: number;
  user: { id: number; username: string } | null;
  created_at: string;
  before: AuditedMatchLine[];
  after: AuditedMatchLine[];
}

export async function auditList(db: Queryable, groupId: number): Promise<AuditRow[]> {
  return selectJson<AuditRow>(
    db,
    sql`select json_build_object('id', a.id, 'match_number', a.match_number,
        'user', case when u.id is null then null else json_build_object('id', u.id, 'username', u.username) end,
        'created_at', ${isoUtc(sql`a.created_at`)}, 'before', a.before, 'after', a.after) as row
      from group_result_audits a left join users u on u.id = a.user_id where a.group_id = ${groupId} order by a.created_at desc, a.id desc`,
  );
}

/** Players of a group's teams (named in the stage team, or members of the team now). */
export async function groupPlayerIds(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select stm.user_id from stage_team_members stm join stage_teams st on st.id = stm.stage_team_id where st.group_id = ${groupId}
      union select m.user_id from team_members m join tournament_teams tt on tt.team_id = m.team_id join stage_teams st on st.tournament_team_id = tt.id where st.group_id = ${groupId}
      order by 1`,
  );
  return rows.map((row) => row.user_id);
}

/** Whether the user plays in one of the group's teams. */
export async function playsInGroup(db: Queryable, groupId: number, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from stage_team_members stm join stage_teams st on st.id = stm.stage_team_id where st.group_id = ${groupId} and stm.user_id = ${userId})
      or exists (select 1 from team_members m join tournament_teams tt on tt.team_id = m.team_id join stage_teams st on st.tournament_team_id = tt.id where st.group_id = ${groupId} and m.user_id = ${userId}) as yes`,
  );
  return row?.yes ?? false;
}

/** Whether the user is one of the players named for a stage team of the group (stage_team_members). */
export async function namedInGroup(db: Queryable, groupId: number, userId: number): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from stage_team_members stm join stage_teams st on st.id = stm.stage_team_id where st.group_id = ${groupId} and stm.user_id = ${userId} limit 1`,
  );
  return rows.length > 0;
}

export interface StageTeamFacts {
  stage_team_id: number;
  group_id: number | null;
  team: TeamRow['team'];
}

export async function stageTeamFacts(db: Queryable, stageTeamId: number): Promise<StageTeamFacts | null> {
  const [row] = await selectJson<StageTeamFacts>(
    db,
    sql`select json_build_object('stage_team_id', st.id, 'group_id', st.group_id, 'team', ${TEAM_JSON}) as row
      from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join teams tm on tm.id = tt.team_id where st.id = ${stageTeamId}`,
  );
  return row ?? null;
}

/** Groups whose game time is within the next `minutes` and whose reminder has not gone out yet. */
export async function groupsToRemind(
  db: Queryable,
  now: Date,
  minutes: number,
): Promise<{ id: number; tournament: string; slug: string; group: string; game_time: string; timezone: string | null }[]> {
  return selectRows(
    db,
    sql`select g.id, t.name as tournament, t.slug, g.name as "group", ${isoUtc(sql`g.game_time`)} as game_time, t.timezone ${GROUP_FROM}
      where t.is_published and g.reminded_at is null and g.status <> 'ended'
        and g.game_time > ${now.toISOString()}::timestamptz and g.game_time <= ${now.toISOString()}::timestamptz + make_interval(mins => ${minutes})
      order by g.id`,
  );
}

/** Marks a group's reminder sent (false when another instance was first). */
export async function markReminded(tx: Queryable, groupId: number, now: Date): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(tx, sql`update stage_groups set reminded_at = ${now.toISOString()}::timestamptz where id = ${groupId} and reminded_at is null returning id`);
  return rows.length > 0;
}
