import { APPLICATION_ERRORS } from '@portal/shared/constants';
import { encodeErrorCode, GROUP_OPEN_STATUS, type GroupsForTeam, type NotificationPayloads, type TournamentEntry } from '@portal/shared/contracts';
import { acceptsApplications, decideTeamAction, ineligibilityReasons, playerCountError, TEAM_REFUSALS, type TeamAction } from '@portal/shared/domain';
import type { Queryable, Tx } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http/http-error';
import { findEntry, lockTeamForApply, playersInOtherEntries, roleInTeam, tournamentFacts, type EntryHead, type TeamForApplyRow, type TournamentFactsRow } from './repository';
import { roleCodeOf, secondsUntil, toEntry } from './serializer';
import { stageOfGroup, stageOfTournament, type OpenGroupRow, type StageChoiceRow } from './stage-repository';

/**
 * The checks every application write makes, in the order the services call them: the tournament, the
 * caller's right on the team, registration open, the stage and group named, the chosen players.
 */
export const tournamentNotFound = () => notFound('errors.tournament_not_found');
export const entryNotFound = () => notFound(APPLICATION_ERRORS.entry_not_found);
const teamNotFound = () => notFound('team_page.team_not_found');
export const conflict = (code: string, params?: Record<string, string | number>) => new HttpError(409, code, undefined, params);

/** The caller's team role (role id, null: not in the team) must allow the action. */
export function enforceTeamRole(roleId: number | null, action: TeamAction): void {
  const decision = decideTeamAction(roleCodeOf(roleId), action);
  if (decision.allowed) return;
  const refusal = TEAM_REFUSALS[decision.refusal];
  throw new HttpError(refusal.kind === 'forbidden' ? 403 : 409, refusal.code);
}

/** The caller's team role must allow the action (owner or manager for the captain's actions). */
export async function enforceTeamAction(db: Queryable, teamId: number, userId: number, action: TeamAction): Promise<void> {
  enforceTeamRole(await roleInTeam(db, teamId, userId), action);
}

export async function facts(db: Queryable, tournamentId: number): Promise<TournamentFactsRow> {
  const found = await tournamentFacts(db, tournamentId);
  if (!found) throw tournamentNotFound();
  return found;
}

export function enforceRegistrationOpen(tournament: TournamentFactsRow, now: Date): void {
  if (!acceptsApplications({ tournamentStatus: tournament.status, endReqTime: secondsUntil(tournament.end_reg_time, now) })) throw conflict(APPLICATION_ERRORS.registration_closed);
}

export interface Placement {
  stage: StageChoiceRow;
  groupId: number | null;
}

/** The stage and group an application names: PUBG a group open for applications with a free slot; MLBB an open stage. */
export async function placement(tx: Tx, tournament: TournamentFactsRow, input: PlacementInput, ownEntry: EntryHead | null): Promise<Placement> {
  return placeIn(tournament, input, ownEntry, async (by) => (by === 'group' ? stageOfGroup(tx, tournament.id, input.group_id ?? 0) : stageOfTournament(tx, tournament.id, input.stage_id ?? 0)));
}

export interface PlacementInput {
  group_id?: number | null;
  stage_id?: number | null;
}

/** Whether an application names its group (PUBG, or any application that names one) or only its stage. */
export const placedBy = (tournament: Pick<TournamentFactsRow, 'game_key'>, input: PlacementInput): 'group' | 'stage' => (tournament.game_key === 'pubg' || input.group_id != null ? 'group' : 'stage');

/** placement's rules, with the stage read by `stageBy` (of the named group, or the named stage). */
export async function placeIn(tournament: TournamentFactsRow, input: PlacementInput, ownEntry: EntryHead | null, stageBy: (by: 'group' | 'stage') => Promise<StageChoiceRow | null>): Promise<Placement> {
  if (placedBy(tournament, input) === 'group') {
    if (input.group_id == null) throw validationFailed({ group_id: ['application.group_required'] });
    const stage = await stageBy('group');
    if (!stage?.group || stage.group.status !== GROUP_OPEN_STATUS) throw validationFailed({ group_id: [APPLICATION_ERRORS.group_unavailable] });
    const takenByOthers = stage.group.taken - (ownEntry && ownEntry.groupId === stage.group.id && ownEntry.status !== 'rejected' ? 1 : 0);
    if (takenByOthers >= stage.group.slot_count) throw conflict(APPLICATION_ERRORS.group_full);
    return { stage, groupId: stage.group.id };
  }
  if (input.stage_id == null) throw validationFailed({ stage_id: ['application.stage_required'] });
  const stage = await stageBy('stage');
  if (!stage || stage.open_groups === 0) throw validationFailed({ stage_id: [APPLICATION_ERRORS.stage_unavailable] });
  return { stage, groupId: null };
}

/** The team, locked, with the caller allowed the captain's action on it. */
export async function teamForCaptain(tx: Tx, teamId: number, userId: number, action: TeamAction): Promise<TeamForApplyRow> {
  const team = await lockTeamForApply(tx, teamId);
  if (!team) throw teamNotFound();
  await enforceTeamAction(tx, teamId, userId, action);
  return team;
}

/** The chosen players: within the format, all in the team, all eligible, none in another team's live application. */
export async function checkPlayers(tx: Tx, tournament: TournamentFactsRow, stage: StageChoiceRow, team: TeamForApplyRow, field: string, ids: readonly number[]): Promise<void> {
  await checkPlayersWith(tournament, stage, team, field, ids, () => playersInOtherEntries(tx, tournament.id, team.id, ids));
}

/** checkPlayers' rules, with the players already in another team's live application read by `elsewhereOf`. */
export async function checkPlayersWith(
  tournament: TournamentFactsRow,
  stage: StageChoiceRow,
  team: TeamForApplyRow,
  field: string,
  ids: readonly number[],
  elsewhereOf: () => Promise<readonly number[]>,
): Promise<void> {
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
  const elsewhere = await elsewhereOf();
  if (elsewhere.length > 0) {
    const names = team.members.filter((m) => elsewhere.includes(m.id)).map((m) => m.username);
    throw validationFailed({ [field]: names.map((username) => encodeErrorCode(APPLICATION_ERRORS.player_in_other_entry, { username })) });
  }
}

export const chosenNotices = (ids: readonly number[], captainId: number, data: NotificationPayloads['entry_member_chosen']) =>
  ids.filter((id) => id !== captainId).map((userId) => ({ userId, type: 'entry_member_chosen' as const, data, link: { route: 'entries' as const } }));

export async function answer(db: Queryable, entryId: number, viewerId: number): Promise<TournamentEntry> {
  const row = await findEntry(db, entryId, viewerId);
  if (!row) throw entryNotFound();
  return toEntry(row, viewerId, new Date());
}


/** The open groups of a stage, as the apply and edit forms list them. */
export const toGroupsForTeam = (stage: Pick<StageChoiceRow, 'replace_count'>, groups: readonly OpenGroupRow[]): GroupsForTeam => ({
  replace_count: stage.replace_count,
  groups: groups.map((g) => ({ id: g.id, name: g.name, game_time: g.game_time, stage_id: g.stage_id, timezone: g.timezone, status: { code: g.status }, free_slots: g.free_slots })),
});
