import fc from 'fast-check';
import { clearedOnboardingState, currentOnboardingStep, onboardingAfterAction, onboardingComplete, onboardingState, onboardingStepAction, onboardingStepShownDone, onboardingSteps, type OnboardingFacts } from './steps';

const none: OnboardingFacts = { socialAccountsCount: 0, gameProfilesCount: 0, teams: [] };
const done = (facts: OnboardingFacts) => onboardingSteps(facts).map((s) => s.completed);

describe('onboarding steps (spec sections 1, 2 and 4)', () => {
  it('has five steps with title keys', () => {
    expect(onboardingSteps(none).map((s) => s.title)).toEqual([
      'onboarding.step_link_social',
      'onboarding.step_game_profile',
      'onboarding.step_join_team',
      'onboarding.step_gather_team',
      'onboarding.step_apply',
    ]);
  });

  it('step 0 completes when any social account exists', () => {
    expect(done({ ...none, socialAccountsCount: 1 })[0]).toBe(true);
    expect(done(none)[0]).toBe(false);
  });

  it('step 1 when a game profile exists', () => {
    expect(done({ ...none, gameProfilesCount: 1 })[1]).toBe(true);
    expect(done(none)[1]).toBe(false);
  });

  it('step 2 when the user has a team', () => {
    expect(done({ ...none, teams: [{ members_count: 1 }] })[2]).toBe(true);
    expect(done(none)[2]).toBe(false);
  });

  it('step 3 when some team has at least 3 members', () => {
    expect(done({ ...none, teams: [{ members_count: 2 }, { members_count: 3 }] })[3]).toBe(true);
    expect(done({ ...none, teams: [{ members_count: 2 }, { members_count: null }, {}] })[3]).toBe(false);
  });

  it('step 4 is done', () => {
    expect(done(none)[4]).toBe(true);
  });

  it('the first incomplete step becomes current', () => {
    expect(onboardingState(none).currentStep).toBe(0);
    expect(onboardingState({ ...none, socialAccountsCount: 2 }).currentStep).toBe(1);
    expect(onboardingState({ socialAccountsCount: 1, gameProfilesCount: 0, teams: [{ members_count: 5 }] }).currentStep).toBe(1);
    expect(onboardingState({ socialAccountsCount: 1, gameProfilesCount: 1, teams: [{ members_count: 2 }] }).currentStep).toBe(3);
  });

  it('when all are complete the user goes to step 4', () => {
    expect(onboardingState({ socialAccountsCount: 1, gameProfilesCount: 1, teams: [{ members_count: 3 }] }).currentStep).toBe(4);
    expect(currentOnboardingStep([])).toBe(4);
    expect(currentOnboardingStep([{ completed: true }, { completed: true }, { completed: true }, { completed: true }, { completed: false }])).toBe(4);
  });

  it('keeps the settings tab given, main-information by default', () => {
    expect(onboardingState(none).currentTab).toBe('main-information');
    expect(onboardingState(none, 'safety').currentTab).toBe('safety');
  });

  it('the clear action resets everything with the tab back to main-information', () => {
    const cleared = clearedOnboardingState();
    expect(cleared.currentStep).toBe(0);
    expect(cleared.currentTab).toBe('main-information');
    expect(cleared.steps).toHaveLength(5);
    expect(cleared.steps.every((s) => !s.completed)).toBe(true);
  });

  it('step actions: 0 settings-new tab safety, 1 tab game-information, 2 and 3 /my-teams, 4 /esports-mobile-tournaments', () => {
    expect(onboardingStepAction(0)).toBe('/settings-new?tab=safety');
    expect(onboardingStepAction(1)).toBe('/settings-new?tab=game-information');
    expect(onboardingStepAction(2)).toBe('/my-teams');
    expect(onboardingStepAction(3)).toBe('/my-teams');
    expect(onboardingStepAction(4)).toBe('/esports-mobile-tournaments');
  });

  it('the current step is always the first incomplete one below 4, else 4', () => {
    fc.assert(
      fc.property(
        fc.record({ socialAccountsCount: fc.nat(3), gameProfilesCount: fc.nat(3), teams: fc.array(fc.record({ members_count: fc.nat(6) }), { maxLength: 3 }) }),
        (facts) => {
          const state = onboardingState(facts);
          const firstOpen = state.steps.findIndex((s) => !s.completed);
          expect(state.currentStep).toBe(firstOpen === -1 ? 4 : firstOpen);
          for (let i = 0; i < state.currentStep; i++) expect(state.steps[i]?.completed).toBe(true);
        },
      ),
    );
  });

  it('following a step remembers the settings tab it opens, and keeps the tab for steps outside the settings', () => {
    const state = onboardingState(none);
    expect(onboardingAfterAction(state, 0).currentTab).toBe('safety');
    expect(onboardingAfterAction(state, 1).currentTab).toBe('game-information');
    expect(onboardingAfterAction(onboardingAfterAction(state, 1), 2).currentTab).toBe('game-information');
  });

  it('is complete only when steps 0 to 3 are', () => {
    expect(onboardingComplete(onboardingState(none))).toBe(false);
    expect(onboardingComplete(onboardingState({ socialAccountsCount: 1, gameProfilesCount: 1, teams: [{ members_count: 2 }] }))).toBe(false);
    expect(onboardingComplete(onboardingState({ socialAccountsCount: 1, gameProfilesCount: 1, teams: [{ members_count: 3 }] }))).toBe(true);
  });

  it('shows the application step done only with an application, the others as completed', () => {
    expect(onboardingStepShownDone(4, { completed: true }, false)).toBe(false);
    expect(onboardingStepShownDone(4, { completed: true }, true)).toBe(true);
    expect(onboardingStepShownDone(2, { completed: true }, false)).toBe(true);
    expect(onboardingStepShownDone(2, { completed: false }, true)).toBe(false);
  });
});
