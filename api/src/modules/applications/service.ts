import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_ERRORS, ENTRY_DECISION_STATUS, type Locale } from '@portal/shared/constants';
import { encodeErrorCode, GROUP_OPEN_STATUS, type GameTimeApproval, type GroupsForTeam, type PublicTournamentEntry, type StageOption, type TournamentEntry, type TournamentUserTeam } from '@portal/shared/contracts';
import {
  canEditEntry,
  canManageTournament,
  canWithdrawEntry,
  decideTeamAction,
  ineligibilityReasons,
  isGroupFrozen,
  acceptsApplications,
  playerCountError,
  replaceLimitError,
  TEAM_REFUSALS,
  type TeamAction,
} from '@portal/shared/domain';
import { mlbbReplacementMembersSchema, pubgReplacementMembersSchema, type ApplyOutput, type EntryDecisionInput, type GroupApprovalOutput } from '@portal/shared/schemas';
import type { Queryable, Tx } from '../../db/client';
import { stageTeamMembers, stageTeams, tournamentEntries, tournamentEntryMembers } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/http-error';
import { parseWith } from '../../http/validate';
import { withNotices } from '../../services/notifications/notify';
import {
  entriesOfTournament,
  entriesOfUser,
  entryOfTeam,
  findEntries,
  findEntry,
  firstOpenStage,
  lockEntry,
  lockStageTeam,
  lockTeamForApply,
  lockTournament,
  openGroupsOfStage,
  playersInOtherEntries,
  previousStageMembers,
  roleInTeam,
  stageOfGroup,
  stageOfTournament,
  stagesWithOpenGroups,
  tournamentFacts,
  tournamentOfStage,
  tournamentTimezone,
  userTeamsForTournament,
  waitingStageTeam,
  type EntryHead,
  type StageChoiceRow,
  type TeamForApplyRow,
  type TournamentFactsRow,
} from './repository';
import { roleCodeOf, secondsUntil, toEntry, toPublicEntry, toUserTeam } from './serializer';

/**
 * Applications (issue 9): apply, resend, withdraw, the players' answers and the game-time confirmation.
 * Every rule is shared/domain's; each write is one transaction that first locks the tournament row, so
 * parallel applications to one tournament are decided one after the other (no overbooked group, one
 * entry per double click).
 */
export const tournamentNotFound = () => notFound('errors.tournament_not_found');
export const entryNotFound = () => notFound(APPLICATION_ERRORS.entry_not_found);
const teamNotFound = () => notFound('team_page.team_not_found');
const conflict = (code: string, params?: Record<string, string | number>) => new HttpError(409, code, undefined, params);

/** The caller's team role must allow the action (owner or manager for the captain's actions). */
async function enforceTeamAction(db: Queryable, teamId: number, userId: number, action: TeamAction): Promise<void> {
  const decision = decideTeamAction(roleCodeOf(await roleInTeam(db, teamId, userId)), action);
  if (decision.allowed) return;
  const refusal = TEAM_REFUSALS[decision.refusal];
  throw new HttpError(refusal.kind === 'forbidden' ? 403 : 409, refusal.code);
}

async function facts(db: Queryable, tournamentId: number): Promise<TournamentFactsRow> {
  const found = await tournamentFacts(db, tournamentId);
  if (!found) throw tournamentNotFound();
  return found;
}

function enforceRegistrationOpen(tournament: TournamentFactsRow, now: Date): void {
  if (!acceptsApplications({ tournamentStatus: tournament.status, endReqTime: secondsUntil(tournament.end_reg_time, now) })) throw conflict(APPLICATION_ERRORS.registration_closed);
}

const chosenPlayers = (input: Pick<ApplyOutput, 'members' | 'user_ids'>): { field: 'members' | 'user_ids'; ids: number[] } =>
  input.user_ids !== undefined ? { field: 'user_ids', ids: input.user_ids } : { field: 'members', ids: input.members ?? [] };

interface Placement {
  stage: StageChoiceRow;
  groupId: number | null;
}

/** The stage and group an application names: PUBG a group open for applications with a free slot; MLBB an open stage. */
async function placement(tx: Tx, tournament: TournamentFactsRow, input: { group_id?: number | null; stage_id?: number | null }, ownEntry: EntryHead | null): Promise<Placement> {
  if (tournament.game_key === 'pubg' || input.group_id != null) {
    if (input.group_id == null) throw validationFailed({ group_id: ['application.group_required'] });
    const stage = await stageOfGroup(tx, tournament.id, input.group_id);
    if (!stage?.group || stage.group.status !== GROUP_OPEN_STATUS) throw validationFailed({ group_id: [APPLICATION_ERRORS.group_unavailable] });
    const takenByOthers = stage.group.taken - (ownEntry && ownEntry.groupId === stage.group.id && ownEntry.status !== 'rejected' ? 1 : 0);
    if (takenByOthers >= stage.group.slot_count) throw conflict(APPLICATION_ERRORS.group_full);
    return { stage, groupId: stage.group.id };
  }
  if (input.stage_id == null) throw validationFailed({ stage_id: ['application.stage_required'] });
  const stage = await stageOfTournament(tx, tournament.id, input.stage_id);
  if (!stage || stage.open_groups === 0) throw validationFailed({ stage_id: [APPLICATION_ERRORS.stage_unavailable] });
  return { stage, groupId: null };
}

/** The team, locked, with the caller allowed the captain's action on it. */
async function teamForCaptain(tx: Tx, teamId: number, userId: number, action: TeamAction): Promise<TeamForApplyRow> {
  const team = await lockTeamForApply(tx, teamId);
  if (!team) throw teamNotFound();
  await enforceTeamAction(tx, teamId, userId, action);
  return team;
}

/** The chosen players: within the format, all in the team, all eligible, none in another team's live application. */
async function checkPlayers(tx: Tx, tournament: TournamentFactsRow, stage: StageChoiceRow, team: TeamForApplyRow, field: string, ids: readonly number[]): Promise<void> {
  const teamId = team.id;
  const countError = playerCountError(new Set(ids).size, stage.format ?? tournament.format);
  if (countError) throw validationFailed({ [field]: [countError] });
  const eligibilityOf = { game: { id: tournament.game_id }, features: tournament.features.map((slug) => ({ slug })) };
  const problems: string[] = [];
  for (const id of ids) {
    const member = team.members.find((m) => m.id === id);
    if (!member) {
      problems.push(APPLICATION_ERRORS.player_not_in_team);
      continue;
    }
    if (ineligibilityReasons(member, eligibilityOf).length > 0) problems.push(encodeErrorCode(APPLICATION_ERRORS.player_ineligible, { username: member.username }));
  }
  if (problems.length > 0) throw validationFailed({ [field]: [...new Set(problems)] });
  const elsewhere = await playersInOtherEntries(tx, tournament.id, teamId, ids);
  if (elsewhere.length > 0) {
    const names = team.members.filter((m) => elsewhere.includes(m.id)).map((m) => m.username);
    throw validationFailed({ [field]: names.map((username) => encodeErrorCode(APPLICATION_ERRORS.player_in_other_entry, { username })) });
  }
}

async function writeMembers(tx: Tx, entryId: number, ids: readonly number[], captainId: number): Promise<void> {
  await tx.delete(tournamentEntryMembers).where(eq(tournamentEntryMembers.entryId, entryId));
  const now = new Date();
  await tx.insert(tournamentEntryMembers).values(
    [...new Set(ids)].map((userId) => ({ entryId, userId, status: userId === captainId ? 'approved' : 'pending', answeredAt: userId === captainId ? now : null })),
  );
}

const chosenNotices = (ids: readonly number[], captainId: number, data: Record<string, unknown>) =>
  ids.filter((id) => id !== captainId).map((userId) => ({ userId, type: 'entry_member_chosen' as const, data, link: { route: 'entries' as const } }));

async function answer(db: Queryable, entryId: number, viewerId: number): Promise<TournamentEntry> {
  const row = await findEntry(db, entryId, viewerId);
  if (!row) throw entryNotFound();
  return toEntry(row, viewerId, new Date());
}

/** POST /v1/client/{tournament_id}: a new application (status await). */
export async function apply(app: FastifyInstance, tournamentId: number, userId: number, input: ApplyOutput): Promise<TournamentEntry> {
  if (input.tournament_id !== tournamentId) throw validationFailed({ tournament_id: ['validation.one_of'] });
  try {
    return await withNotices(app, async (tx, notify) => {
      if (!(await lockTournament(tx, tournamentId))) throw tournamentNotFound();
      const tournament = await facts(tx, tournamentId);
      const now = new Date();
      enforceRegistrationOpen(tournament, now);
      const team = await teamForCaptain(tx, input.team_id, userId, 'apply');
      if (team.game_id !== tournament.game_id) throw validationFailed({ team_id: [APPLICATION_ERRORS.team_game_mismatch] });
      if (await entryOfTeam(tx, tournamentId, input.team_id)) throw conflict(APPLICATION_ERRORS.already_applied);
      if (tournament.accepted_count >= tournament.slot_count) throw conflict(APPLICATION_ERRORS.slots_full);
      const where = await placement(tx, tournament, input, null);
      const players = chosenPlayers(input);
      await checkPlayers(tx, tournament, where.stage, team, players.field, players.ids);
      const [row] = await tx
        .insert(tournamentEntries)
        .values({ tournamentId, teamId: input.team_id, stageId: where.stage.id, groupId: where.groupId, status: 'await', createdById: userId })
        .returning({ id: tournamentEntries.id });
      if (!row) throw new Error('entry insert returned nothing');
      await writeMembers(tx, row.id, players.ids, userId);
      await notify(chosenNotices(players.ids, userId, { tournament: tournament.name, tournament_slug: tournament.slug, team: team.name }));
      return answer(tx, row.id, userId);
    });
  } catch (error) {
    // A second request of a double click that passed the lock's read before the first committed.
    if (uniqueViolation(error) === 'tournament_entries_tournament_team_unique') throw conflict(APPLICATION_ERRORS.already_applied);
    throw error;
  }
}

/**
 * POST /v1/tournament/participate/resend: an application awaiting the admin or rejected is sent again
 * with the group and players given (status await, the rejection reason cleared).
 */
export async function resend(app: FastifyInstance, userId: number, input: { team_id: number; group_id: number; members: number[]; tournament_id: number }): Promise<TournamentEntry> {
  return withNotices(app, async (tx, notify) => {
    if (!(await lockTournament(tx, input.tournament_id))) throw tournamentNotFound();
    const tournament = await facts(tx, input.tournament_id);
    enforceRegistrationOpen(tournament, new Date());
    const team = await teamForCaptain(tx, input.team_id, userId, 'edit-application');
    const entry = await entryOfTeam(tx, input.tournament_id, input.team_id);
    if (!entry) throw entryNotFound();
    if (entry.status === 'accepted') throw conflict(APPLICATION_ERRORS.not_awaiting);
    const where = await placement(tx, tournament, { group_id: input.group_id }, entry);
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
    const head = await lockEntry(tx, entryId);
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
    if (!allowed) throw conflict(APPLICATION_ERRORS.frozen);
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
export async function userTeams(db: Queryable, tournamentId: number, userId: number, locale: Locale): Promise<TournamentUserTeam[]> {
  const tournament = await facts(db, tournamentId);
  const rows = await userTeamsForTournament(db, userId, tournamentId, tournament.game_id);
  const entries = await findEntries(db, rows.map((r) => r.entry_id).filter((id): id is number => id !== null), userId);
  const now = new Date();
  return rows.map((row) => toUserTeam(row, entries.find((e) => e.id === row.entry_id) ?? null, tournament.features, userId, now, locale));
}

/** GET /v1/client/tournament/{tournamentId}/groups-for-team/{teamId}: the open groups of the stage the team applies to. */
export async function groupsForTeam(db: Queryable, tournamentId: number, teamId: number, userId: number): Promise<GroupsForTeam> {
  await facts(db, tournamentId);
  if ((await roleInTeam(db, teamId, userId)) === null) throw forbidden('team_page.not_a_member');
  const entry = await entryOfTeam(db, tournamentId, teamId, false);
  const stage = entry ? await stageOfTournament(db, tournamentId, entry.stageId) : await firstOpenStage(db, tournamentId);
  if (!stage) return { replace_count: 0, groups: [] };
  const groups = await openGroupsOfStage(db, stage.id);
  return { replace_count: stage.replace_count, groups: groups.map((g) => ({ id: g.id, name: g.name, game_time: g.game_time, stage_id: g.stage_id, timezone: g.timezone, status: { code: g.status }, free_slots: g.free_slots })) };
}

/** GET /v1/client/tournament-entries: the caller's teams' applications and those naming the caller. */
export async function myEntries(db: Queryable, userId: number): Promise<TournamentEntry[]> {
  const now = new Date();
  return (await entriesOfUser(db, userId)).map((row) => toEntry(row, userId, now));
}

/** GET /v1/client/tournament/entries/{id}: a tournament's applications, public fields. */
export async function publicEntries(db: Queryable, tournamentId: number): Promise<PublicTournamentEntry[]> {
  await facts(db, tournamentId);
  return (await entriesOfTournament(db, tournamentId)).map(toPublicEntry);
}

/** Keeps the answers of players who stay, adds the new ones as pending (the captain approved), drops the others. */
async function syncMembers(tx: Tx, entryId: number, ids: readonly number[], captainId: number): Promise<number[]> {
  const current = await tx.select({ userId: tournamentEntryMembers.userId }).from(tournamentEntryMembers).where(eq(tournamentEntryMembers.entryId, entryId));
  const currentIds = current.map((row) => row.userId);
  const leaving = currentIds.filter((id) => !ids.includes(id));
  if (leaving.length > 0) await tx.delete(tournamentEntryMembers).where(and(eq(tournamentEntryMembers.entryId, entryId), inArray(tournamentEntryMembers.userId, leaving)));
  const joining = [...new Set(ids)].filter((id) => !currentIds.includes(id));
  const now = new Date();
  if (joining.length > 0) {
    await tx.insert(tournamentEntryMembers).values(joining.map((userId) => ({ entryId, userId, status: userId === captainId ? 'approved' : 'pending', answeredAt: userId === captainId ? now : null })));
  }
  return joining;
}

async function placeStageTeam(tx: Tx, stageTeamId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(stageTeamMembers).where(eq(stageTeamMembers.stageTeamId, stageTeamId));
  await tx.insert(stageTeamMembers).values([...new Set(ids)].map((userId) => ({ stageTeamId, userId })));
}

/**
 * POST /v1/client/tournament-entry/{id}/replacement-members: the edit of an application (owner or manager,
 * registration open, group not playing). A waiting one takes a new group (PUBG) or stage (MLBB) and players;
 * an accepted one keeps its stage, may move to another open group of it (PUBG), and replaces at most the
 * stage's replace_count players (422 max_replace_members_front).
 */
export async function replaceMembers(app: FastifyInstance, entryId: number, userId: number, body: unknown): Promise<TournamentEntry> {
  return withNotices(app, async (tx, notify) => {
    const head = await lockEntry(tx, entryId);
    if (!head) throw entryNotFound();
    await lockTournament(tx, head.tournamentId);
    const tournament = await facts(tx, head.tournamentId);
    const input = parseWith(tournament.game_key === 'pubg' ? pubgReplacementMembersSchema : mlbbReplacementMembersSchema, body) as { groupId?: number; stageId: number; userIds: number[] };
    enforceRegistrationOpen(tournament, new Date());
    const team = await teamForCaptain(tx, head.teamId, userId, 'edit-application');
    const row = await findEntry(tx, entryId, userId);
    if (!row) throw entryNotFound();
    if (!canEditEntry(row.status)) throw conflict(APPLICATION_ERRORS.frozen);
    const last = row.stage_teams.at(-1) ?? null;
    if (isGroupFrozen(last?.group?.status ?? row.group?.status)) throw conflict(APPLICATION_ERRORS.frozen);
    if (row.status === 'accepted' && last) {
      const limitError = replaceLimitError(input.userIds, { entryAccepted: true, lastStageMemberIds: last.member_ids, replaceCount: last.stage.replace_count });
      if (limitError) throw validationFailed({ userIds: [limitError] });
      const stage = await stageOfTournament(tx, tournament.id, last.stage.id);
      if (!stage) throw entryNotFound();
      await checkPlayers(tx, tournament, stage, team, 'userIds', input.userIds);
      if (input.groupId != null && input.groupId !== last.group?.id) {
        const where = await placement(tx, tournament, { group_id: input.groupId }, head);
        if (where.stage.id !== last.stage.id) throw validationFailed({ groupId: [APPLICATION_ERRORS.group_unavailable] });
        await tx.update(stageTeams).set({ groupId: where.groupId, isApproveGameTime: null, approvedAt: null }).where(eq(stageTeams.id, last.id));
        if (head.stageId === last.stage.id) await tx.update(tournamentEntries).set({ groupId: where.groupId, updatedAt: new Date() }).where(eq(tournamentEntries.id, entryId));
      }
      await placeStageTeam(tx, last.id, input.userIds);
    } else {
      const where = await placement(tx, tournament, { group_id: input.groupId ?? null, stage_id: input.stageId }, head);
      await checkPlayers(tx, tournament, where.stage, team, 'userIds', input.userIds);
      await tx.update(tournamentEntries).set({ stageId: where.stage.id, groupId: where.groupId, updatedAt: new Date() }).where(eq(tournamentEntries.id, entryId));
    }
    const joining = await syncMembers(tx, entryId, input.userIds, userId);
    await notify(chosenNotices(joining, userId, { tournament: tournament.name, tournament_slug: tournament.slug, team: team.name }));
    return answer(tx, entryId, userId);
  });
}

/**
 * POST /tournament/select/next-stage/{tournament_id}: the captain's team moved on to a stage without a group
 * yet chooses an open group of it and its players (at most the stage's replace_count new ones).
 */
export async function selectNextStage(app: FastifyInstance, tournamentId: number, userId: number, input: { group_id: number; members: number[] }): Promise<TournamentEntry> {
  return withNotices(app, async (tx, notify) => {
    if (!(await lockTournament(tx, tournamentId))) throw tournamentNotFound();
    const tournament = await facts(tx, tournamentId);
    const stage = await stageOfGroup(tx, tournamentId, input.group_id);
    if (!stage?.group || stage.group.status !== GROUP_OPEN_STATUS) throw validationFailed({ group_id: [APPLICATION_ERRORS.group_unavailable] });
    const waiting = await waitingStageTeam(tx, tournamentId, stage.id, userId);
    if (!waiting) throw conflict(APPLICATION_ERRORS.no_next_stage);
    if (stage.group.taken >= stage.group.slot_count) throw conflict(APPLICATION_ERRORS.group_full);
    const team = await teamForCaptain(tx, waiting.team_id, userId, 'edit-application');
    const previous = await previousStageMembers(tx, waiting.entry_id, stage.id);
    const limitError = replaceLimitError(input.members, { entryAccepted: true, lastStageMemberIds: previous, replaceCount: stage.replace_count });
    if (limitError) throw validationFailed({ members: [limitError] });
    await checkPlayers(tx, tournament, stage, team, 'members', input.members);
    await tx.update(stageTeams).set({ groupId: stage.group.id }).where(eq(stageTeams.id, waiting.id));
    await placeStageTeam(tx, waiting.id, input.members);
    const joining = await syncMembers(tx, waiting.entry_id, input.members, userId);
    await notify(chosenNotices(joining, userId, { tournament: tournament.name, tournament_slug: tournament.slug, team: team.name }));
    return answer(tx, waiting.entry_id, userId);
  });
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
export async function mlbbStages(db: Queryable, tournamentId: number, teamId: number, userId: number): Promise<StageOption[]> {
  const tournament = await tournamentFacts(db, tournamentId);
  if (!tournament) throw tournamentNotFound();
  if ((await roleInTeam(db, teamId, userId)) === null) throw forbidden(APPLICATION_ERRORS.not_in_team);
  const timezone = await tournamentTimezone(db, tournamentId);
  return (await stagesWithOpenGroups(db, tournamentId)).map((s) => ({ ...s, timezone }));
}

/** GET /v1/client/tournament/group-by-stage/{stage}/teams/{team}: the open groups of a stage for a team (a member of the team). */
export async function groupsByStage(db: Queryable, stageId: number, teamId: number, userId: number): Promise<GroupsForTeam> {
  const tournamentId = await tournamentOfStage(db, stageId);
  if (tournamentId === null) throw notFound('errors.stage_not_found');
  if ((await roleInTeam(db, teamId, userId)) === null) throw forbidden(APPLICATION_ERRORS.not_in_team);
  const stage = await stageOfTournament(db, tournamentId, stageId);
  if (!stage) throw notFound('errors.stage_not_found');
  const groups = await openGroupsOfStage(db, stageId);
  return { replace_count: stage.replace_count, groups: groups.map((g) => ({ id: g.id, name: g.name, game_time: g.game_time, stage_id: g.stage_id, timezone: g.timezone, status: { code: g.status }, free_slots: g.free_slots })) };
}
