import { RULE_LABELS } from '@portal/shared/constants';

/**
 * Social provider detach (docs/spec.md section 4): blocked with a message when the user has current bans; it may
 * be disabled for some providers (which ones is the caller's configuration: docs/spec.md does not name them).
 */
export type DetachDecision = { allowed: true } | { allowed: false; reason: 'banned' | 'provider_disabled'; messageKey: string | null };

export interface DetachFacts {
  currentBans: readonly unknown[] | null | undefined;
  provider: string;
  disabledProviders?: readonly string[];
}

export function decideSocialDetach(facts: DetachFacts): DetachDecision {
  if ((facts.currentBans ?? []).length > 0) return { allowed: false, reason: 'banned', messageKey: RULE_LABELS.detach_banned };
  if (facts.disabledProviders?.includes(facts.provider)) return { allowed: false, reason: 'provider_disabled', messageKey: null };
  return { allowed: true };
}
