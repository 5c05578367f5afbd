import { FULL_TEAM_MIN_MEMBERS, RULE_LABELS } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';

/**
 * Team-size leads of docs/spec.md section 2: a team below the minimum size (3) gets an add-player button leading to
 * settings; a team with too few members with game profiles leads to settings-new tab game-information.
 * Choice: when both apply, the size lead comes first (players must join before they can fill profiles).
 */
export interface TeamLeadFacts {
  membersCount: number;
  /** Members having a game profile for the team's game. */
  membersWithGameProfileCount: number;
}

export interface TeamLead {
  kind: 'add-player' | 'fill-game-profiles';
  /** i18n key (validation namespace), with { min }. */
  labelKey: string;
  params: { min: number };
  /** Route path with query, to localize. */
  path: string;
}

export function teamSizeLead(facts: TeamLeadFacts): TeamLead | null {
  const params = { min: FULL_TEAM_MIN_MEMBERS };
  if (facts.membersCount < FULL_TEAM_MIN_MEMBERS) {
    return { kind: 'add-player', labelKey: RULE_LABELS.onboarding_lead.add_player, params, path: routePath('settings') };
  }
  if (facts.membersWithGameProfileCount < FULL_TEAM_MIN_MEMBERS) {
    return {
      kind: 'fill-game-profiles',
      labelKey: RULE_LABELS.onboarding_lead.fill_game_profiles,
      params,
      path: `${routePath('settings.new')}?tab=game-information`,
    };
  }
  return null;
}
