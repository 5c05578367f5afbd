import { RULE_LABELS, type EntryStatusCode, type TeamTournamentStatus } from '@portal/shared/constants';

/**
 * A team's status in a tournament (docs/spec.md section 4), derived in priority order:
 * 1. accepted: entry accepted and the team is not in a later stage;
 * 2. rejected: entry code rejected;
 * 3. awaitingAcceptedAdmin: entry awaiting and no tournament team yet;
 * 4. awaitingGroupStarted: has a later stage and a group assigned;
 * 5. awaitingSelectGroupFromUser: tournament team without a group;
 * 6. otherwise default.
 *
 * "A later stage" means the tournament team's current stage follows another one (its prev_stage_id is set).
 */
export { TEAM_TOURNAMENT_STATUSES, type TeamTournamentStatus } from '@portal/shared/constants';

/** The facts the status depends on, as the team's entry and tournament team carry them. */
export interface TeamTournamentFacts {
  /** status.code of the team's entry in this tournament; null without an entry. */
  entryStatus: EntryStatusCode | null | undefined;
  /** The team's tournament team; null while the admin has not accepted it into the tournament. */
  tournamentTeam:
    | {
        stage?: { prev_stage_id?: number | null } | null;
        group?: object | null;
      }
    | null
    | undefined;
}

const inLaterStage = (facts: TeamTournamentFacts) => facts.tournamentTeam?.stage?.prev_stage_id != null;
const hasGroup = (facts: TeamTournamentFacts) => facts.tournamentTeam?.group != null;

const RULES: readonly [TeamTournamentStatus, (facts: TeamTournamentFacts) => boolean][] = [
  ['accepted', (f) => f.entryStatus === 'accepted' && !inLaterStage(f)],
  ['rejected', (f) => f.entryStatus === 'rejected'],
  ['awaitingAcceptedAdmin', (f) => f.entryStatus === 'await' && f.tournamentTeam == null],
  ['awaitingGroupStarted', (f) => inLaterStage(f) && hasGroup(f)],
  ['awaitingSelectGroupFromUser', (f) => f.tournamentTeam != null && !hasGroup(f)],
];

export function deriveTeamStatus(facts: TeamTournamentFacts): TeamTournamentStatus {
  return RULES.find(([, applies]) => applies(facts))?.[0] ?? 'default';
}

/** Badge of a status: accepted and awaitingGroupStarted show accepted; rejected shows rejected; the awaiting ones show pending. */
export type TeamStatusBadge = 'accepted' | 'rejected' | 'pending';

const BADGES: Record<TeamTournamentStatus, TeamStatusBadge | null> = {
  accepted: 'accepted',
  awaitingGroupStarted: 'accepted',
  rejected: 'rejected',
  awaitingSelectGroupFromUser: 'pending',
  awaitingAcceptedAdmin: 'pending',
  default: null,
};

/** null: the default status shows no badge. */
export function teamStatusBadge(status: TeamTournamentStatus): TeamStatusBadge | null {
  return BADGES[status];
}

/** i18n key (validation namespace) of a badge's label. */
export function teamStatusBadgeLabelKey(badge: TeamStatusBadge): string {
  return RULE_LABELS.team_status[badge];
}
