import { sql, type SQL } from 'drizzle-orm';
import type { GroupStatusCode } from '@portal/shared/contracts';
import type { Queryable } from '../../db/client';
import { isoUtc, selectRows } from '../../db/sql-helpers';
import type { GroupJson } from './repository';

/** The stages, groups and stage teams an application chooses from or moves between. */

export interface StageChoiceRow {
  id: number;
  name: string;
  replace_count: number;
  format: { min: number; max: number } | null;
  /** The group when one was named (PUBG). */
  group: { id: number; status: GroupStatusCode; slot_count: number; taken: number } | null;
  open_groups: number;
}

/**
 * Teams holding a place in group `g`: live applications naming it and stage teams placed in it (a team
 * counted once).
 */
const groupTaken = sql`(select count(*)::int from (
    select e.team_id from tournament_entries e where e.group_id = g.id and e.status <> 'rejected'
    union select tt.team_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id where st.group_id = g.id
  ) placed)`;

export const stageChoice = (where: SQL, groupId: number | null) => sql`select s.id, s.name, s.replace_count,
  case when sf.id is null then null else json_build_object('min', sf.min, 'max', sf.max) end as format,
  ${
    groupId === null
      ? sql`null`
      : sql`(select json_build_object('id', g.id, 'status', g.status, 'slot_count', g.slot_count,
          'taken', ${groupTaken})
        from stage_groups g where g.id = ${groupId} and g.stage_id = s.id)`
  } as "group",
  (select count(*)::int from stage_groups g where g.stage_id = s.id and g.status = 'registration') as open_groups
  from stages s left join tournament_formats sf on sf.id = s.format_id where ${where}`;

/** The stage of a tournament that holds a group (PUBG applications name the group). */
export async function stageOfGroup(db: Queryable, tournamentId: number, groupId: number): Promise<StageChoiceRow | null> {
  const [row] = await selectRows<StageChoiceRow>(
    db,
    stageChoice(sql`s.tournament_id = ${tournamentId} and s.id = (select stage_id from stage_groups where id = ${groupId})`, groupId),
  );
  return row ?? null;
}

export async function stageOfTournament(db: Queryable, tournamentId: number, stageId: number): Promise<StageChoiceRow | null> {
  const [row] = await selectRows<StageChoiceRow>(db, stageChoice(sql`s.tournament_id = ${tournamentId} and s.id = ${stageId}`, null));
  return row ?? null;
}

/** The first stage (in order) with a group open for applications. */
export async function firstOpenStage(db: Queryable, tournamentId: number): Promise<StageChoiceRow | null> {
  const [row] = await selectRows<StageChoiceRow>(
    db,
    sql`${stageChoice(sql`s.tournament_id = ${tournamentId} and exists(select 1 from stage_groups g where g.stage_id = s.id and g.status = 'registration')`, null)}
      order by s.sort_order, s.register_start_date, s.id limit 1`,
  );
  return row ?? null;
}

export interface OpenGroupRow extends GroupJson {
  free_slots: number;
}

export async function openGroupsOfStage(db: Queryable, stageId: number): Promise<OpenGroupRow[]> {
  return selectRows<OpenGroupRow>(
    db,
    sql`select g.id, g.name, ${isoUtc(sql`g.game_time`)} as game_time, g.stage_id, g.timezone, g.status,
      greatest(0, g.slot_count - ${groupTaken}) as free_slots
      from stage_groups g where g.stage_id = ${stageId} and g.status = 'registration' order by g.sort_order, g.game_time, g.id`,
  );
}

export interface StageTeamHead {
  id: number;
  teamId: number;
  groupId: number | null;
  groupStatus: GroupStatusCode | null;
}

export async function lockStageTeam(db: Queryable, stageTeamId: number): Promise<StageTeamHead | null> {
  const [row] = await selectRows<StageTeamHead>(
    db,
    sql`select st.id, tt.team_id as "teamId", st.group_id as "groupId", g.status as "groupStatus"
      from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id left join stage_groups g on g.id = st.group_id
      where st.id = ${stageTeamId} for update of st`,
  );
  return row ?? null;
}

export interface StageOptionRow {
  id: number;
  name: string;
  register_start_date: string;
  replace_count: number;
}

/** Stages of a tournament with a group open for applications, in order. */
export async function stagesWithOpenGroups(db: Queryable, tournamentId: number): Promise<StageOptionRow[]> {
  return selectRows<StageOptionRow>(
    db,
    sql`select s.id, s.name, ${isoUtc(sql`s.register_start_date`)} as register_start_date, s.replace_count from stages s
      where s.tournament_id = ${tournamentId} and exists(select 1 from stage_groups g where g.stage_id = s.id and g.status = 'registration')
      order by s.sort_order, s.register_start_date, s.id`,
  );
}

/** The tournament of a stage. */
export async function tournamentOfStage(db: Queryable, stageId: number): Promise<number | null> {
  const [row] = await selectRows<{ tournament_id: number }>(db, sql`select tournament_id from stages where id = ${stageId}`);
  return row?.tournament_id ?? null;
}

export interface WaitingStageTeamRow {
  id: number;
  team_id: number;
  entry_id: number;
}

/** The caller's (owner or manager) stage team in a stage still without a group, locked. */
export async function waitingStageTeam(db: Queryable, tournamentId: number, stageId: number, userId: number): Promise<WaitingStageTeamRow | null> {
  const [row] = await selectRows<WaitingStageTeamRow>(
    db,
    sql`select st.id, tt.team_id, tt.entry_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id
      where tt.tournament_id = ${tournamentId} and st.stage_id = ${stageId} and st.group_id is null
      and exists(select 1 from team_members m where m.team_id = tt.team_id and m.user_id = ${userId} and m.role_id in (1, 3))
      order by st.id limit 1 for update of st`,
  );
  return row ?? null;
}

/** Members of the stage team of the stage before `stageId` (the players a replacement is counted against). */
export async function previousStageMembers(db: Queryable, entryId: number, stageId: number): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select stm.user_id from stage_team_members stm join stage_teams st on st.id = stm.stage_team_id
      join tournament_teams tt on tt.id = st.tournament_team_id join stages s on s.id = ${stageId}
      where tt.entry_id = ${entryId} and st.stage_id = s.prev_stage_id order by stm.id`,
  );
  return rows.map((r) => r.user_id);
}
