import type { EntryStatusCode } from '@portal/shared/constants';
import { canEditEntry } from './selection';

/**
 * What the edit modal preloads (docs/spec.md section 4). For accepted: players and stage from the last stage_team,
 * and its group preselected. For await: players from the last stage_team (before admission the entry's
 * stage_team holds the players the application sent), stage and group from the entry.
 */
export interface StageTeamLike {
  stage?: { id: number } | null;
  group?: { id: number } | null;
  stage_team_members?: readonly { user?: { id: number } | null; user_id?: number | null }[] | null;
}

export interface EditableEntry {
  status: { code: EntryStatusCode };
  stage?: { id: number } | null;
  group?: { id: number } | null;
  stage_team?: (StageTeamLike & { stage_teams?: readonly StageTeamLike[] | null }) | null;
}

export interface EditPreload {
  playerIds: number[];
  stageId: number | null;
  groupId: number | null;
}

/**
 * The entry's last stage_team (the one of its latest stage): the last of the admitted team's stage_teams,
 * else the entry's own stage_team (an application not admitted yet: the players it sent), if any.
 */
export function lastStageTeam(entry: Pick<EditableEntry, 'stage_team'>): StageTeamLike | null {
  const stageTeams = entry.stage_team?.stage_teams ?? [];
  return stageTeams[stageTeams.length - 1] ?? entry.stage_team ?? null;
}

/** User ids of the last stage_team's members, in order, without duplicates. */
export function lastStageTeamMemberIds(entry: Pick<EditableEntry, 'stage_team'>): number[] {
  const members = lastStageTeam(entry)?.stage_team_members ?? [];
  const ids = members.map((m) => m.user?.id ?? m.user_id).filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/** null when the entry may not be edited. */
export function editPreload(entry: EditableEntry): EditPreload | null {
  if (!canEditEntry(entry.status.code)) return null;
  const playerIds = lastStageTeamMemberIds(entry);
  if (entry.status.code === 'accepted') {
    const last = lastStageTeam(entry);
    return { playerIds, stageId: last?.stage?.id ?? null, groupId: last?.group?.id ?? null };
  }
  return { playerIds, stageId: entry.stage?.id ?? null, groupId: entry.group?.id ?? null };
}
