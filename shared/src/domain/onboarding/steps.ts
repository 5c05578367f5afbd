import { DEFAULT_SETTINGS_TAB, FULL_TEAM_MIN_MEMBERS, RULE_LABELS, type SettingsTab } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';

/**
 * Onboarding checklist (docs/spec.md sections 1, 2 and 4): five steps, (0) link a social account, (1) fill in a game
 * profile, (2) join or create a team, (3) gather a team of at least 3 members, (4) submit an application.
 * Completion: step 0 when any social account exists; 1 when a game profile exists; 2 when the user has a
 * team; 3 when some team has at least 3 members; step 4 "is done" (docs/spec.md checks nothing for it, so it
 * always counts as complete). The first incomplete step is current; when all are complete, step 4.
 */
export const ONBOARDING_STEP_INDEXES = [0, 1, 2, 3, 4] as const;
export type OnboardingStepIndex = (typeof ONBOARDING_STEP_INDEXES)[number];
export const LAST_ONBOARDING_STEP: OnboardingStepIndex = 4;

export interface OnboardingFacts {
  socialAccountsCount: number;
  gameProfilesCount: number;
  /** The user's teams, as loaded to check completion. */
  teams: readonly { members_count?: number | null }[];
}

export interface OnboardingStep {
  /** i18n key of the step title (validation namespace). */
  title: string;
  completed: boolean;
}

/** Persisted locally: currentStep, steps (title, completed), currentTab. */
export interface OnboardingState {
  currentStep: OnboardingStepIndex;
  steps: OnboardingStep[];
  currentTab: SettingsTab;
}

const COMPLETION: Record<OnboardingStepIndex, (facts: OnboardingFacts) => boolean> = {
  0: (f) => f.socialAccountsCount > 0,
  1: (f) => f.gameProfilesCount > 0,
  2: (f) => f.teams.length > 0,
  3: (f) => f.teams.some((team) => (team.members_count ?? 0) >= FULL_TEAM_MIN_MEMBERS),
  4: () => true,
};

export function onboardingSteps(facts: OnboardingFacts): OnboardingStep[] {
  return ONBOARDING_STEP_INDEXES.map((index) => ({ title: RULE_LABELS.onboarding_step[index], completed: COMPLETION[index](facts) }));
}

/** The first incomplete step; step 4 when all are complete. */
export function currentOnboardingStep(steps: readonly Pick<OnboardingStep, 'completed'>[]): OnboardingStepIndex {
  const index = steps.findIndex((step) => !step.completed);
  return index >= 0 && index < LAST_ONBOARDING_STEP ? (index as OnboardingStepIndex) : LAST_ONBOARDING_STEP;
}

export function onboardingState(facts: OnboardingFacts, currentTab: SettingsTab = DEFAULT_SETTINGS_TAB): OnboardingState {
  const steps = onboardingSteps(facts);
  return { currentStep: currentOnboardingStep(steps), steps, currentTab };
}

/** The clear action: everything reset, tab back to main-information. */
export function clearedOnboardingState(): OnboardingState {
  return {
    currentStep: 0,
    steps: ONBOARDING_STEP_INDEXES.map((index) => ({ title: RULE_LABELS.onboarding_step[index], completed: false })),
    currentTab: DEFAULT_SETTINGS_TAB,
  };
}

const settingsTab = (tab: SettingsTab) => `${routePath('settings.new')}?tab=${tab}`;

/** The settings tab a step's action opens (steps 0 and 1); the others leave the settings. */
export const ONBOARDING_STEP_TABS: Readonly<Partial<Record<OnboardingStepIndex, SettingsTab>>> = { 0: 'safety', 1: 'game-information' };

const ACTIONS: Record<OnboardingStepIndex, string> = {
  0: settingsTab('safety'),
  1: settingsTab('game-information'),
  2: routePath('teams.mine'),
  3: routePath('teams.mine'),
  4: routePath('tournaments.list'),
};

/**
 * Where a step's action leads (route path with query, to localize): step 0 settings-new tab safety, step 1
 * tab game-information, steps 2 and 3 /my-teams, step 4 /esports-mobile-tournaments.
 */
export function onboardingStepAction(step: OnboardingStepIndex): string {
  return ACTIONS[step];
}

/** The state after the user follows a step's action: the settings tab it opens is remembered as currentTab. */
export function onboardingAfterAction(state: OnboardingState, step: OnboardingStepIndex): OnboardingState {
  return { ...state, currentTab: ONBOARDING_STEP_TABS[step] ?? state.currentTab };
}

/**
 * Whether the checklist shows a step as done. Step 4 keeps docs/spec.md's completed flag (so the stepper lands on
 * it once the rest is done) but is shown done only when the player has an application: a new account must not
 * read "submit an application: done".
 */
export function onboardingStepShownDone(index: OnboardingStepIndex, step: Pick<OnboardingStep, 'completed'>, hasApplication: boolean): boolean {
  return index === LAST_ONBOARDING_STEP ? hasApplication : step.completed;
}

/** Steps 0 to 3 are complete (step 4 always counts as done): the checklist has nothing left to ask. */
export function onboardingComplete(state: Pick<OnboardingState, 'steps'>): boolean {
  return state.steps.every((step) => step.completed);
}
