import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, Team } from '@portal/shared/contracts';
import { onboardingAtom, STORAGE_KEYS } from '@portal/shared/state';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { OnboardingChecklist } from './OnboardingChecklist';

const team = (id: number, membersCount: number): Team => ({
  id,
  name: `Team ${id}`,
  slug: `team-${id}`,
  logo: null,
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  division: null,
  members: [],
  members_count: membersCount,
  hash: null,
  tournamentEntries: [],
  created_at: '2026-05-01T10:00:00.000000Z',
});

const telegram: SessionUser['socialAccounts'][number] = { id: 1, provider: 'telegram', primary: true, data: null, verified_at: '2026-05-01T10:00:00Z' };
const pubg = { id: 1, game_id: 1, nick: 'Ayan', pubg_id: '5123456789' };

async function renderChecklist(user: SessionUser | null, teams: Team[], options: { compact?: boolean; locale?: 'ru' | 'en'; token?: string; entries?: unknown[] } = {}) {
  const api = createFakeApi()
    .on('GET', '/team', { body: { data: teams } })
    .on('GET', '/v1/client/tournament-entries', { body: { data: options.entries ?? [] } });
  const rendered = await renderWithProviders(<OnboardingChecklist compact={options.compact} />, {
    route: options.locale === 'en' ? '/en' : '/',
    fetch: api.fetch,
    session: user ? { token: options.token ?? 'token-1', user } : undefined,
  });
  return { ...rendered, api };
}

describe('OnboardingChecklist', () => {
  it('shows a new player the five steps, none done (the application step is not claimed without an application), the first one current with its action on the safety tab', async () => {
    const { api } = await renderChecklist(makeSessionUser(), [], { locale: 'en' });
    const checklist = await screen.findByTestId('onboarding-checklist');
    await waitFor(() => expect(api.calls.some((call) => call.url === '/v1/client/tournament-entries')).toBe(true));
    expect(within(checklist).getByText('0 of 5 done')).toBeInTheDocument();
    expect(within(checklist).getByTestId('onboarding-step-4')).not.toHaveTextContent('(done)');
    expect(within(checklist).getByTestId('onboarding-step-4')).toHaveTextContent('5');
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(5);
    const current = within(checklist).getByTestId('onboarding-step-0');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current).getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/en/settings-new?tab=safety');
  });

  it('moves on as the profile and the teams fill in: a team of two asks to gather a third player', async () => {
    await renderChecklist(makeSessionUser({ socialAccounts: [telegram], social_accounts_count: 1, game_profiles: [pubg] }), [team(4, 2)]);
    const current = await screen.findByTestId('onboarding-step-3');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current).getByRole('link', { name: 'Перейти' })).toHaveAttribute('href', '/my-teams');
    expect(screen.getByText('Готово 3 из 5')).toBeInTheDocument();
  });

  it("shows the application step done once the player's team has an application", async () => {
    await renderChecklist(makeSessionUser({ socialAccounts: [telegram], social_accounts_count: 1 }), [team(4, 2)], { locale: 'en', entries: [{ id: 1 }] });
    const last = await screen.findByTestId('onboarding-step-4');
    await waitFor(() => expect(last).toHaveTextContent('(done)'));
    expect(screen.getByText('3 of 5 done')).toBeInTheDocument();
  });

  it('persists the checklist locally (currentStep, steps, currentTab) and remembers the tab a followed step opens', async () => {
    const { store, user } = await renderChecklist(makeSessionUser({ socialAccounts: [telegram], social_accounts_count: 1 }), []);
    await screen.findByTestId('onboarding-step-1');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboarding) ?? 'null') as { currentStep: number; currentTab: string; steps: { completed: boolean }[] };
    expect([stored.currentStep, stored.currentTab, stored.steps.map((step) => step.completed)]).toEqual([1, 'main-information', [true, false, false, false, true]]);
    await user.click(within(screen.getByTestId('onboarding-step-1')).getByRole('link'));
    expect(store.get(onboardingAtom)?.currentTab).toBe('game-information');
  });

  it('the compact card lists only what is left, the application step included', async () => {
    await renderChecklist(makeSessionUser({ socialAccounts: [telegram], social_accounts_count: 1 }), [], { compact: true, locale: 'en' });
    await screen.findByTestId('onboarding-step-1');
    expect(screen.queryByTestId('onboarding-step-0')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBe(4);
  });

  it('is gone for a ready player and for a guest (who causes no request)', async () => {
    const ready = await renderChecklist(makeSessionUser({ socialAccounts: [telegram], social_accounts_count: 1, game_profiles: [pubg] }), [team(4, 3)]);
    await waitFor(() => expect(ready.store.get(onboardingAtom)?.currentStep).toBe(4));
    expect(ready.api.calls.map((call) => call.url)).toEqual(['/team']);
    expect(screen.queryByTestId('onboarding-checklist')).not.toBeInTheDocument();
    ready.unmount();

    const guest = await renderChecklist(null, []);
    expect(screen.queryByTestId('onboarding-checklist')).not.toBeInTheDocument();
    expect(guest.api.calls).toHaveLength(0);
  });
});
