import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useMyEntries, useMyTeams } from '@portal/shared/api-client';
import { onboardingAfterAction, onboardingComplete, onboardingState, type OnboardingFacts, type OnboardingState, type OnboardingStepIndex } from '@portal/shared/domain';
import { onboardingAtom } from '@portal/shared/state';
import { useSession } from '../use-session';

export interface Onboarding {
  /** The checklist: computed from the profile and the teams once they are loaded, the stored one until then. */
  state: OnboardingState;
  /** Steps 0 to 3 are done: nothing is left to ask. */
  complete: boolean;
  /** The player's teams have an application (asked only while the checklist shows; false until known). */
  hasApplication: boolean;
  /** Remembers the settings tab a step's action opens (call it when the player follows the action). */
  follow: (step: OnboardingStepIndex) => void;
}

const sameState = (a: OnboardingState | null, b: OnboardingState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The onboarding checklist of the signed-in player (docs/spec.md sections 1, 3 and 4): completion checked by loading
 * the user's teams (GET /team) and reading the profile's social accounts and game profiles, the result
 * persisted locally (currentStep, steps, currentTab) so the next page shows it before the teams load.
 * Null for a guest, and while neither a stored nor a computed checklist exists.
 */
export function useOnboarding(): Onboarding | null {
  const { authenticated, user } = useSession();
  const teams = useMyTeams({ enabled: authenticated });
  const [stored, setStored] = useAtom(onboardingAtom);

  const computed = useMemo(() => {
    if (!user || !teams.data) return null;
    const facts: OnboardingFacts = {
      socialAccountsCount: Math.max(user.social_accounts_count, user.socialAccounts.length),
      gameProfilesCount: user.game_profiles.length,
      teams: teams.data,
    };
    return onboardingState(facts, stored?.currentTab);
  }, [user, teams.data, stored?.currentTab]);

  useEffect(() => {
    if (computed && !sameState(stored, computed)) setStored(computed);
  }, [computed, stored, setStored]);

  const state = computed ?? (stored && stored.steps.length > 0 ? stored : null);
  const complete = state ? onboardingComplete(state) : true;
  const entries = useMyEntries(authenticated && !complete);
  const follow = useCallback(
    (step: OnboardingStepIndex) => {
      if (state) setStored(onboardingAfterAction(state, step));
    },
    [state, setStored],
  );
  if (!authenticated || !state) return null;
  return { state, complete, hasApplication: (entries.data?.length ?? 0) > 0, follow };
}
