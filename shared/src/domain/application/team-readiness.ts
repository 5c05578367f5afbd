import { routePath } from '@portal/shared/contracts';
import type { IneligibilityReason } from './player-eligibility';
import type { PlayerFormat } from './player-count';

/**
 * Whether a team can field the tournament's squad, said before the apply modal (and in it): how many
 * members are eligible against the squad size (format.min), and each reason that keeps players out with
 * its fix. The reasons are the shared player-eligibility ones, as the API computes them per member.
 */
export interface ReadinessMember {
  id: number;
  username: string;
  ineligibility: readonly IneligibilityReason[];
}

/** What fixes a blocker: settings for the viewer's own account, the team page for teammates and for inviting. */
export type ReadinessFix = 'link_messenger' | 'add_game_profile' | 'upload_documents' | 'invite_players' | 'open_team';

export interface ReadinessBlocker {
  reason: IneligibilityReason | 'too_few_members';
  /** Usernames the reason applies to (empty for too_few_members). */
  players: string[];
  fix: ReadinessFix;
}

export interface TeamReadiness {
  eligible: number;
  members: number;
  /** The squad size: the fewest players an application holds. */
  required: number;
  ready: boolean;
  /**
   * Ready once the viewer adds their own game profile (their only reason), which the apply modal offers on
   * their player card: the modal lets such a team go on to the players.
   */
  readyWithOwnProfile: boolean;
  /** In the order a captain fixes them: the team's size first, then each player reason. */
  blockers: ReadinessBlocker[];
}

const OWN_FIX: Record<IneligibilityReason, ReadinessFix> = {
  no_game_profile: 'add_game_profile',
  no_social_account: 'link_messenger',
  no_documents: 'upload_documents',
};

const REASONS: readonly IneligibilityReason[] = ['no_social_account', 'no_game_profile', 'no_documents'];

export function teamReadiness(members: readonly ReadinessMember[], format: Pick<PlayerFormat, 'min'>, viewerId: number | null): TeamReadiness {
  const eligible = members.filter((m) => m.ineligibility.length === 0).length;
  const blockers: ReadinessBlocker[] = [];
  if (members.length < format.min) blockers.push({ reason: 'too_few_members', players: [], fix: 'invite_players' });
  for (const reason of REASONS) {
    const lacking = members.filter((m) => m.ineligibility.includes(reason));
    if (lacking.length === 0) continue;
    // The viewer can fix their own account in settings; a teammate's is theirs to fix, from the team page.
    const own = lacking.some((m) => m.id === viewerId);
    blockers.push({ reason, players: lacking.map((m) => m.username), fix: own ? OWN_FIX[reason] : 'open_team' });
  }
  const own = members.find((m) => m.id === viewerId);
  const ownProfileOnly = own !== undefined && own.ineligibility.length === 1 && own.ineligibility[0] === 'no_game_profile';
  const ready = eligible >= format.min;
  return { eligible, members: members.length, required: format.min, ready, readyWithOwnProfile: ready || (ownProfileOnly && eligible + 1 >= format.min), blockers };
}

/** Route path (with query) of a fix, to localize. */
export function readinessFixPath(fix: ReadinessFix, teamId: number): string {
  switch (fix) {
    case 'link_messenger':
      return `${routePath('settings.new')}?tab=safety`;
    case 'add_game_profile':
    case 'upload_documents':
      return `${routePath('settings.new')}?tab=game-information`;
    default:
      return routePath('teams.detail', { teamId });
  }
}

/** Applying preselects the eligible players when there are exactly as many as the squad needs. */
export function preselectedPlayers(members: readonly ReadinessMember[], format: Pick<PlayerFormat, 'min'>): number[] {
  const eligible = members.filter((m) => m.ineligibility.length === 0).map((m) => m.id);
  return eligible.length === format.min ? eligible : [];
}
