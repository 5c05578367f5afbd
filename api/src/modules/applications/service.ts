import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_ERRORS, ENTRY_DECISION_STATUS, type Locale } from '@portal/shared/constants';
import type { GameTimeApproval, GroupsForTeam, PublicTournamentEntry, StageOption, TournamentEntry, TournamentUserTeam } from '@portal/shared/contracts';
import { awaitingCapReached, canManageTournament, canWithdrawEntry, isGroupFrozen } from '@portal/shared/domain';
import type { ApplyOutput, EntryDecisionInput, GroupApprovalOutput } from '@portal/shared/schemas';
import type { Queryable, Tx } from '../../db/client';
import { stageTeams, tournamentEntries, tournamentEntryMembers } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { forbidden, notFound, validationFailed } from '../../http/http-error';
import { withNotices } from '../../services/notifications/notify';
import { reachTournament, visibleTournament, type TournamentAccess } from '../../services/tournaments/visible';
import {
  answer,
  checkPlayers,
  chosenNotices,
  conflict,
  enforceRegistrationOpen,
  enforceTeamAction,
  entryNotFound,
  facts,
  placement,
  teamForCaptain,
  toGroupsForTeam,
  tournamentNotFound,
} from './entry-checks';
import { decideApply, readApplyFacts } from './apply-facts';
import { applicationGate } from './tournament-gate';
import { awaitingSentBy, entriesOfTournament, entriesOfUser, entryOfTeam, findEntries, findEntry, insertEntry, lockEntry, lockEntryAfterTournament, lockSender, lockTeam, lockTournament, roleInTeam, tournamentTimezone, userTeamsForTournament } from './repository';
import { secondsUntil, toEntry, toPublicEntry, toUserTeam } from './serializer';
import { firstOpenStage, lockStageTeam, openGroupsOfStage, stageOfTournament, stagesWithOpenGroups, tournamentOfStage } from './stage-repository';

/**
 * Applications: apply, resend, withdraw, the players' answers and the game-time confirmation.
 * Every rule is shared/domain's; each write is one transaction that first locks the tournament row, so
 * parallel applications to one tournament are decided one after the other (no overbooked group, one
 * entry per double click).
 */
/** The signed-in caller with the ?hash= of a private tournament's link (services/tournaments/visible.ts). */
export interface AccessCaller {
  id: number;
  roles: readonly string[];
  hash: string | undefined;
}

const chosenPlayers = (input: Pick<ApplyOutput, 'members' | 'user_ids'>): { field: 'members' | 'user_ids'; ids: number[] } =>
  input.user_ids !== undefined ? { field: 'user_ids', ids: input.user_ids } : { field: 'members', ids: input.members ?? [] };

async function writeMembers(tx: Tx, entryId: number, ids: readonly number[], captainId: number): Promise<void> {
  await tx.delete(tournamentEntryMembers).where(eq(tournamentEntryMembers.entryId, entryId));
  const now = new Date();
  await tx.insert(tournamentEntryMembers).values(
    [...new Set(ids)].map((userId) => ({ entryId, userId, status: userId === captainId ? 'approved' : 'pending', answeredAt: userId === captainId ? now : null })),
  );
}

/** One more awaiting application of the sender must stay within shared awaitingCapReached (409 with { max }). */
async function enforceAwaitingCap(tx: Tx, userId: number, tournamentId: number, exceptEntry: number | null): Promise<void> {
  const max = awaitingCapReached(await awaitingSentBy(tx, userId, tournamentId, exceptEntry));
  if (max !== null) throw conflict(APPLICATION_ERRORS.too_many_awaiting, { max });
}

/**
 * POST /v1/client/{tournament_id}: a new application (status await). Decided first on one snapshot
 * without locks: a refusal there is the answer the locked decision would have given at that moment and
 * writes nothing, so refused applications (a full group, a second click) do not queue for the tournament's
 * lock. One that passes waits for the tournament's turn in this process (tournament-gate), is decided
 * again under the locks (tournament, team, sender) and written; the answer's application is read after
 * the commit, outside the locks.
 */
export async function apply(app: FastifyInstance, tournamentId: number, caller: AccessCaller, input: ApplyOutput): Promise<TournamentEntry> {
  const userId = caller.id;
  if (input.tournament_id !== tournamentId) throw validationFailed({ tournament_id: ['validation.one_of'] });
  const players = chosenPlayers(input);
  const request = { tournamentId, caller, input, players: players.ids };
  await decideApply(await readApplyFacts(app.db, request), request, players.field, new Date());
  let entryId: number;
  try {
    // Only the transaction waits for the tournament's turn; the notices go out after it.
    entryId = await withNotices(
      app,
      async (tx, notify) => {
        if (!(await lockTournament(tx, tournamentId))) throw tournamentNotFound();
        await lockTeam(tx, input.team_id);
        await lockSender(tx, userId);
        const { tournament, team, where } = await decideApply(await readApplyFacts(tx, request), request, players.field, new Date());
        const id = await insertEntry(tx, { tournamentId, teamId: input.team_id, stageId: where.stage.id, groupId: where.groupId, senderId: userId, players: players.ids });
        await notify(chosenNotices(players.ids, userId, { tournament: tournament.name, tournament_slug: tournament.slug, team: team.name }));
        return id;
      },
      (transaction) => applicationGate(app).run(tournamentId, transaction),
    );
  } catch (error) {
    // A second request of a double click that passed the lock's read before the first committed.
    if (uniqueViolation(error) === 'tournament_entries_tournament_team_unique') throw conflict(APPLICATION_ERRORS.already_applied);
    throw error;
  }
  return answer(app.db, entryId, userId);
}

/**
 * POST /v1/tournament/participate/resend: an application awaiting the admin or rejected is sent again
 * with the group and players given (status await, the rejection reason cleared).
 */
export async function resend(app: FastifyInstance, caller: AccessCaller, input: { team_id: number; group_id?: number | null; stage_id?: number | null; members: number[]; tournament_id: number }): Promise<TournamentEntry> {
  const userId = caller.id;
  return withNotices(app, async (tx, notify) => {
    if (!(await lockTournament(tx, input.tournament_id))) throw tournamentNotFound();
    await visibleTournament(tx, input.tournament_id, caller.hash, caller);
    const tournament = await facts(tx, input.tournament_id);
    enforceRegistrationOpen(tournament, new Date());
    const team = await teamForCaptain(tx, input.team_id, userId, 'edit-application');
    const entry = await entryOfTeam(tx, input.tournament_id, input.team_id);
    if (!entry) throw entryNotFound();
    if (entry.status === 'accepted') throw conflict(APPLICATION_ERRORS.not_awaiting);
    await enforceAwaitingCap(tx, userId, input.tournament_id, entry.id);
    // PUBG names a group; MLBB its stage, by default the one the application was sent for.
    const where = await placement(tx, tournament, { group_id: input.group_id ?? null, stage_id: input.stage_id ?? entry.stageId }, entry);
    await checkPlayers(tx, tournament, where.stage, team, 'members', input.members);
    await tx
      .update(tournamentEntries)
      .set({ stageId: where.stage.id, groupId: where.groupId, status: 'await', rejectDescription: null, updatedAt: new Date() })
      .where(eq(tournamentEntries.id, entry.id));
    await writeMembers(tx, entry.id, input.members, userId);
    await notify(chosenNotices(input.members, userId, { tournament: tournament.name, tournament_slug: tournament.slug, team: team.name }));
    return answer(tx, entry.id, userId);
  });
}

/** POST /v1/client/tournament-entry/{id}/decline: the team takes its application back (owner or manager). */
export async function withdraw(app: FastifyInstance, entryId: number, userId: number): Promise<{ id: number; withdrawn: true }> {
  return app.db.transaction(async (tx) => {
    const head = await lockEntryAfterTournament(tx, entryId);
    if (!head) throw entryNotFound();
    await enforceTeamAction(tx, head.teamId, userId, 'withdraw-application');
    const row = await findEntry(tx, entryId, userId);
    if (!row) throw entryNotFound();
    const last = row.stage_teams.at(-1);
    const allowed = canWithdrawEntry({
      entryStatus: row.status,
      tournamentStatus: row.tournament.status,
      endReqTime: secondsUntil(row.tournament.end_reg_time, new Date()),
      groupStatusCode: last?.group?.status ?? row.group?.status ?? null,
    });
    if (!allowed) throw conflict(row.status === 'rejected' ? APPLICATION_ERRORS.not_awaiting : APPLICATION_ERRORS.frozen);
    await tx.delete(tournamentEntries).where(eq(tournamentEntries.id, entryId));
    return { id: entryId, withdrawn: true as const };
  });
}

/** POST /v1/client/tournament-entry/{id}/status: a chosen player approves (2) or declines (1) being named. */
export async function answerEntry(app: FastifyInstance, entryId: number, userId: number, input: EntryDecisionInput): Promise<TournamentEntry> {
  return app.db.transaction(async (tx) => {
    const head = await lockEntry(tx, entryId);
    if (!head) throw entryNotFound();
    const status = input.status === ENTRY_DECISION_STATUS.approve ? 'approved' : 'declined';
    const updated = await tx
      .update(tournamentEntryMembers)
      .set({ status, answeredAt: new Date() })
      .where(and(eq(tournamentEntryMembers.entryId, entryId), eq(tournamentEntryMembers.userId, userId)))
      .returning({ userId: tournamentEntryMembers.userId });
    if (updated.length === 0) throw forbidden(APPLICATION_ERRORS.not_chosen);
    return answer(tx, entryId, userId);
  });
}

/** POST /v1/client/group-team/approve: the captain confirms (or not) the game time of the team's group. */
export async function approveGameTime(app: FastifyInstance, userId: number, input: GroupApprovalOutput): Promise<GameTimeApproval> {
  return app.db.transaction(async (tx) => {
    const stageTeam = await lockStageTeam(tx, input.stage_team_id);
    if (!stageTeam) throw notFound(APPLICATION_ERRORS.entry_not_found);
    await enforceTeamAction(tx, stageTeam.teamId, userId, 'edit-application');
    if (stageTeam.groupId === null) throw conflict(APPLICATION_ERRORS.no_group);
    if (isGroupFrozen(stageTeam.groupStatus)) throw conflict(APPLICATION_ERRORS.frozen);
    await tx.update(stageTeams).set({ isApproveGameTime: input.is_approve_game_time, approvedAt: new Date() }).where(eq(stageTeams.id, stageTeam.id));
    return { stage_team_id: stageTeam.id, is_approve_game_time: input.is_approve_game_time };
  });
}

/** GET /v1/client/tournament/user/teams/{id}: the caller's teams of the tournament's game with their status and players. */
export async function userTeams(db: Queryable, tournamentId: number, caller: AccessCaller, locale: Locale): Promise<TournamentUserTeam[]> {
  const userId = caller.id;
  await visibleTournament(db, tournamentId, caller.hash, caller);
  const tournament = await facts(db, tournamentId);
  const rows = await userTeamsForTournament(db, userId, tournamentId, tournament.game_id);
  const entries = await findEntries(db, rows.map((r) => r.entry_id).filter((id): id is number => id !== null), userId);
  const now = new Date();
  return rows.map((row) => toUserTeam(row, entries.find((e) => e.id === row.entry_id) ?? null, tournament.features, userId, now, locale));
}

/** GET /v1/client/tournament/{tournamentId}/groups-for-team/{teamId}: the open groups of the stage the team applies to. */
export async function groupsForTeam(db: Queryable, tournamentId: number, teamId: number, caller: AccessCaller): Promise<GroupsForTeam> {
  const userId = caller.id;
  await visibleTournament(db, tournamentId, caller.hash, caller);
  if ((await roleInTeam(db, teamId, userId)) === null) throw forbidden('team_page.not_a_member');
  const entry = await entryOfTeam(db, tournamentId, teamId, false);
  const stage = entry ? await stageOfTournament(db, tournamentId, entry.stageId) : await firstOpenStage(db, tournamentId);
  if (!stage) return { replace_count: 0, groups: [] };
  const groups = await openGroupsOfStage(db, stage.id);
  return toGroupsForTeam(stage, groups);
}

/** GET /v1/client/tournament-entries: the caller's teams' applications and those naming the caller. */
export async function myEntries(db: Queryable, userId: number): Promise<TournamentEntry[]> {
  const now = new Date();
  return (await entriesOfUser(db, userId)).map((row) => toEntry(row, userId, now));
}

/** GET /v1/client/tournament/entries/{id}: a tournament's applications, public fields. */
export async function publicEntries(db: Queryable, tournamentId: number, access: TournamentAccess): Promise<PublicTournamentEntry[]> {
  await visibleTournament(db, tournamentId, access.hash, access.user);
  return (await entriesOfTournament(db, tournamentId)).map(toPublicEntry);
}

/** GET /v1/client/tournament-entries/{id}/details: for the team's members, the players it names, and the tournament's managers. */
export async function entryDetails(db: Queryable, entryId: number, user: { id: number; roles: readonly string[] }): Promise<TournamentEntry> {
  const row = await findEntry(db, entryId, user.id);
  if (!row) throw entryNotFound();
  const allowed = row.viewer_role_id !== null || row.members.some((m) => m.id === user.id) || canManageTournament({ id: user.id, roles: [...user.roles] }, row.tournament.owner_id);
  if (!allowed) throw forbidden();
  return toEntry(row, user.id, new Date());
}

/** GET /v1/client/tournament/mlbb/stages/list/{id}/{teamId}: the stages a team may apply to (a member of the team). */
export async function mlbbStages(db: Queryable, tournamentId: number, teamId: number, caller: AccessCaller): Promise<StageOption[]> {
  const userId = caller.id;
  await visibleTournament(db, tournamentId, caller.hash, caller);
  if ((await roleInTeam(db, teamId, userId)) === null) throw forbidden(APPLICATION_ERRORS.not_in_team);
  const timezone = await tournamentTimezone(db, tournamentId);
  return (await stagesWithOpenGroups(db, tournamentId)).map((s) => ({ ...s, timezone }));
}

/** GET /v1/client/tournament/group-by-stage/{stage}/teams/{team}: the open groups of a stage for a team (a member of the team). */
export async function groupsByStage(db: Queryable, stageId: number, teamId: number, caller: AccessCaller): Promise<GroupsForTeam> {
  const userId = caller.id;
  const tournamentId = await tournamentOfStage(db, stageId);
  if (tournamentId === null || !(await reachTournament(db, tournamentId, { hash: caller.hash, user: caller }))) throw notFound('errors.stage_not_found');
  if ((await roleInTeam(db, teamId, userId)) === null) throw forbidden(APPLICATION_ERRORS.not_in_team);
  const stage = await stageOfTournament(db, tournamentId, stageId);
  if (!stage) throw notFound('errors.stage_not_found');
  const groups = await openGroupsOfStage(db, stageId);
  return toGroupsForTeam(stage, groups);
}
