import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ORGANIZER_MESSAGES as M } from '@portal/shared/constants';
import { encodeErrorCode, type OrganizerTournament } from '@portal/shared/contracts';
import { groupLockReasons, isGroupTimeAfterStageStart, stageLockReasons } from '@portal/shared/domain';
import { organizerGroupSchemaFor, type OrganizerGroupOutput, type OrganizerStageOutput } from '@portal/shared/schemas';
import type { Database, Tx } from '../../db/client';
import { stageGroups, stages } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { HttpError, validationFailed } from '../../http/http-error';
import { parseWith } from '../../http/validate';
import { withNotices } from '../../services/notifications/notify';
import type { AuthUser } from '../../sessions/bearer';
import { managedGroup, managedStage, managedTournament } from './access';
import { exists, groupPlayerIds } from './repository';
import { tournamentById } from './tournament-service';

/**
 * Stages and groups of the organiser console: created, edited and deleted while nothing depends
 * on them (entries, teams, results, a following stage); a group plays after its stage's registration
 * opens; moving a group's game time tells its teams' players. Every write is one transaction, and answers
 * the whole tournament as the editor shows it.
 */
const inUse = (code: string) => new HttpError(409, code);

/** The previous stage must be another stage of the same tournament, and not one that follows this one. */
async function checkPrevStage(tx: Tx, tournamentId: number, prevStageId: number | null, stageId: number | null): Promise<void> {
  if (prevStageId === null) return;
  const sameTournament = await exists(tx, sql`select 1 from stages where id = ${prevStageId} and tournament_id = ${tournamentId}`);
  if (!sameTournament || prevStageId === stageId) throw validationFailed({ prev_stage_id: [M.prev_stage_invalid] });
  if (stageId !== null) {
    // Walking back from the chosen stage must not reach this one (no cycle).
    const cycle = await exists(
      tx,
      sql`with recursive chain(id, prev) as (select id, prev_stage_id from stages where id = ${prevStageId}
          union select s.id, s.prev_stage_id from stages s join chain c on s.id = c.prev)
        select 1 from chain where id = ${stageId}`,
    );
    if (cycle) throw validationFailed({ prev_stage_id: [M.prev_stage_invalid] });
  }
}

export async function createStage(db: Database, user: AuthUser, tournamentId: number, form: OrganizerStageOutput): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId);
    await checkPrevStage(tx, tournamentId, form.prev_stage_id, null);
    const [last] = await selectRows<{ next: number }>(tx, sql`select coalesce(max(sort_order) + 1, 0)::int as next from stages where tournament_id = ${tournamentId}`);
    await tx.insert(stages).values({
      tournamentId,
      name: form.name,
      registerStartDate: new Date(form.register_start_date),
      replaceCount: form.replace_count,
      prevStageId: form.prev_stage_id,
      sortOrder: last?.next ?? 0,
    });
    return tournamentById(tx, tournamentId);
  });
}

export async function updateStage(db: Database, user: AuthUser, stageId: number, form: OrganizerStageOutput): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const stage = await managedStage(tx, user, stageId);
    await checkPrevStage(tx, stage.tournament_id, form.prev_stage_id, stageId);
    if (stageLockReasons(stage.use).length > 0 && form.prev_stage_id !== stage.prev_stage_id) throw validationFailed({ prev_stage_id: [M.prev_stage_invalid] });
    if (stage.first_game_time !== null && !isGroupTimeAfterStageStart(stage.first_game_time, form.register_start_date)) {
      throw validationFailed({ register_start_date: [M.game_time_after_stage] });
    }
    await tx
      .update(stages)
      .set({ name: form.name, registerStartDate: new Date(form.register_start_date), replaceCount: form.replace_count, prevStageId: form.prev_stage_id })
      .where(eq(stages.id, stageId));
    return tournamentById(tx, stage.tournament_id);
  });
}

export async function deleteStage(db: Database, user: AuthUser, stageId: number): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const stage = await managedStage(tx, user, stageId);
    if (stageLockReasons(stage.use).length > 0) throw inUse('errors.stage_in_use');
    await tx.delete(stages).where(eq(stages.id, stageId));
    return tournamentById(tx, stage.tournament_id);
  });
}

const groupColumns = (form: OrganizerGroupOutput, timezone: string) => ({
  name: form.name,
  gameTime: new Date(form.game_time),
  slotCount: form.capacity,
  status: form.status,
  timezone: form.timezone === '' ? timezone : form.timezone,
  lobbyId: form.lobby_id === '' ? null : form.lobby_id,
  lobbyPassword: form.lobby_password === '' ? null : form.lobby_password,
});

async function checkTimezone(tx: Tx, form: OrganizerGroupOutput): Promise<void> {
  if (form.timezone !== '' && !(await exists(tx, sql`select 1 from timezones where name = ${form.timezone}`))) throw validationFailed({ timezone: [M.timezone_unknown] });
}

/** POST /organizer/stages/{id}/groups (the body is checked against the stage's registration start). */
export async function createGroup(db: Database, user: AuthUser, stageId: number, body: unknown): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const stage = await managedStage(tx, user, stageId);
    const form = parseWith(organizerGroupSchemaFor(stage.register_start_date), body);
    await checkTimezone(tx, form);
    const [last] = await selectRows<{ next: number }>(tx, sql`select coalesce(max(sort_order) + 1, 0)::int as next from stage_groups where stage_id = ${stageId}`);
    await tx.insert(stageGroups).values({ ...groupColumns(form, stage.timezone), stageId, sortOrder: last?.next ?? 0 });
    return tournamentById(tx, stage.tournament_id);
  });
}

/** PUT /organizer/groups/{id}; a new game time is told to the players of the group's teams. */
export async function updateGroup(app: FastifyInstance, user: AuthUser, groupId: number, body: unknown): Promise<OrganizerTournament> {
  return withNotices(app, async (tx, notify) => {
    const group = await managedGroup(tx, user, groupId);
    const form = parseWith(organizerGroupSchemaFor(group.register_start_date), body);
    await checkTimezone(tx, form);
    if (form.capacity < group.teams_count) throw validationFailed({ capacity: [encodeErrorCode(M.capacity_below_teams, { count: group.teams_count })] });
    const [tournament] = await selectRows<{ timezone: string }>(tx, sql`select timezone from tournaments where id = ${group.tournament_id}`);
    const moved = Date.parse(form.game_time) !== Date.parse(group.game_time);
    // A moved game time gets its match reminder again, and calendar apps a newer version of its event.
    await tx
      .update(stageGroups)
      .set({ ...groupColumns(form, tournament?.timezone ?? group.timezone), ...(moved ? { remindedAt: null, scheduleRevision: sql`${stageGroups.scheduleRevision} + 1` } : {}) })
      .where(eq(stageGroups.id, groupId));
    if (moved) {
      const players = await groupPlayerIds(tx, groupId);
      await notify(
        players.map((userId) => ({
          userId,
          type: 'group_time_changed' as const,
          data: { tournament: group.tournament_name, group: form.name, game_time: form.game_time, timezone: form.timezone === '' ? group.timezone : form.timezone },
          link: { route: 'tournaments.detail' as const, params: { slug: group.tournament_slug } },
        })),
      );
    }
    return tournamentById(tx, group.tournament_id);
  });
}

export async function deleteGroup(db: Database, user: AuthUser, groupId: number): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const group = await managedGroup(tx, user, groupId);
    if (groupLockReasons(group.use).length > 0) throw inUse('errors.group_in_use');
    await tx.delete(stageGroups).where(eq(stageGroups.id, groupId));
    return tournamentById(tx, group.tournament_id);
  });
}
