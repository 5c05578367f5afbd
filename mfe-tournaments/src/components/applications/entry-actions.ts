import type { TournamentEntry } from '@portal/shared/contracts';
import { acceptsApplications, canEditEntry, isGroupFrozen } from '@portal/shared/domain';

/**
 * Which change the captain may start on an application: edit while registration is open and the group
 * is not playing (await and accepted applications, docs/spec.md section 4); the next stage's group and players
 * once the team moved on without a group.
 */
export function canStartEdit(entry: TournamentEntry): boolean {
  if (!entry.can_manage || !canEditEntry(entry.status.code)) return false;
  const group = entry.stage_teams.at(-1)?.group ?? entry.group;
  return acceptsApplications({ tournamentStatus: entry.tournament.status.code, endReqTime: entry.tournament.end_req_time }) && !isGroupFrozen(group?.status.code);
}

export function canChooseNextStage(entry: TournamentEntry): boolean {
  return entry.can_manage && entry.team_status === 'awaitingSelectGroupFromUser' && entry.stage_teams.length > 1;
}

/** A rejected application is history: shown apart, with its status and no actions. */
export function isEntryHistory(entry: TournamentEntry): boolean {
  return entry.status.code === 'rejected';
}
