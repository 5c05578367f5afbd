import { FEATURE_CHECK_TEAM_MEMBER_DOCUMENT, RULE_LABELS } from '@portal/shared/constants';

/**
 * Player eligibility for a tournament (docs/spec.md section 5): a player cannot be selected if they lack a game
 * profile for the tournament's game, lack any social account, or (when the tournament has the
 * check_team_member_document feature) have no documents. Each reason has a hint (i18n key).
 */
export type IneligibilityReason = 'no_game_profile' | 'no_social_account' | 'no_documents';

export interface EligibilityPlayer {
  game_profiles?: readonly { game_id: number }[] | null;
  social_accounts_count?: number | null;
  documents_count?: number | null;
}

export interface EligibilityTournament {
  game: { id: number };
  features?: readonly { slug: string }[] | null;
}

export function tournamentRequiresDocuments(tournament: Pick<EligibilityTournament, 'features'>): boolean {
  return (tournament.features ?? []).some((feature) => feature.slug === FEATURE_CHECK_TEAM_MEMBER_DOCUMENT);
}

/** Every reason the player may not be selected, in docs/spec.md's order; empty when eligible. */
export function ineligibilityReasons(player: EligibilityPlayer, tournament: EligibilityTournament): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (!(player.game_profiles ?? []).some((profile) => profile.game_id === tournament.game.id)) reasons.push('no_game_profile');
  if (!((player.social_accounts_count ?? 0) > 0)) reasons.push('no_social_account');
  if (tournamentRequiresDocuments(tournament) && !((player.documents_count ?? 0) > 0)) reasons.push('no_documents');
  return reasons;
}

/** Hint shown on the player card for a reason (validation namespace). */
export function ineligibilityHintKey(reason: IneligibilityReason): string {
  return RULE_LABELS.player_ineligible[reason];
}
