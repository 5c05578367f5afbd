import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_ERRORS } from '@portal/shared/constants';
import { GROUP_OPEN_STATUS, type TournamentEntry } from '@portal/shared/contracts';
import { canEditEntry, isGroupFrozen, replaceLimitError } from '@portal/shared/domain';
import { mlbbReplacementMembersSchema, pubgReplacementMembersSchema } from '@portal/shared/schemas';
import type { Tx } from '../../db/client';
import { stageTeamMembers, stageTeams, tournamentEntries, tournamentEntryMembers } from '../../db/schema';
import { validationFailed } from '../../http/http-error';
import { parseWith } from '../../http/validate';
import { withNotices } from '../../services/notifications/notify';
import { answer, checkPlayers, chosenNotices, conflict, enforceRegistrationOpen, entryNotFound, facts, placement, teamForCaptain, tournamentNotFound } from './entry-checks';
import { findEntry, lockEntryAfterTournament, lockTournament } from './repository';
import { previousStageMembers, stageOfGroup, stageOfTournament, waitingStageTeam } from './stage-repository';

/** Changing the players of an application: the edit of an entry and the choice of the next stage's group. */

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
    const head = await lockEntryAfterTournament(tx, entryId);
    if (!head) throw entryNotFound();
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
