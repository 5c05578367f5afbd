import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { DEMO_CAPTAIN, DEMO_ORGANIZER, signInByApi } from '../fixtures/entries';
import { acceptThroughApi, applyThroughApi, freshCup, teamFor, withdrawThroughApi, type FreshCup } from '../fixtures/fresh-cups';
import { signedInPage } from '../fixtures/organizer';
import { freshTeamName, type TestPlayer } from '../fixtures/teams';

/**
 * The application modals on a phone (390 px), in English, on fresh cups of the demo organiser: the change
 * modal opens with the players an application sent, awaiting and accepted, PUBG (the demo captain's Almaty
 * Wolves) and MLBB (the demo manager's Aral Dragons), with the current group chosen; the apply modal says
 * next on every step and finishes with Done, shows the team's logo and each player's game account, and
 * preselects exactly the eligible minimum; a team that cannot field the squad says so on the tournament
 * page with a link to each fix, and the modal says why it cannot go on; the captain's own missing game
 * profile is added inside the modal.
 */
const PHONE = { width: 390, height: 844 };
const DEMO_MANAGER = { email: 'manager@esports.example', password: 'DemoManager!2026' } as const;
const stamp = () => Date.now().toString(36);

async function phonePage(browser: Parameters<typeof signedInPage>[0], account: { email: string; password: string }): Promise<Page> {
  const page = await signedInPage(browser, account);
  await page.setViewportSize(PHONE);
  return page;
}

const CHANGE_CASES = [
  { game: 'pubg', account: DEMO_CAPTAIN, team: 'Almaty Wolves', min: 4, max: 6 },
  { game: 'mlbb', account: DEMO_MANAGER, team: 'Aral Dragons', min: 5, max: 7 },
] as const;

for (const item of CHANGE_CASES) {
  test(`${item.game}: the change modal opens with the players sent, for an awaiting and an accepted application`, async ({ browser }) => {
    test.setTimeout(150_000);
    const page = await phonePage(browser, item.account);
    const consoleErrors = watchConsoleErrors(page);
    const request = page.context().request;
    const organizer = await signInByApi(request, DEMO_ORGANIZER);
    const captain = await signInByApi(request, item.account);
    const cup = await freshCup(request, organizer, { name: `Change Cup ${item.game} ${stamp()}`, game: item.game, min: item.min, max: item.max });
    const { entryId, players } = await applyThroughApi(request, captain, cup, item.team, item.min);

    const card = page.getByTestId('entry-card').filter({ hasText: cup.name });
    const checkSent = async () => {
      await card.getByRole('button', { name: 'Change', exact: true }).click();
      const change = page.getByTestId('change-modal');
      await expect(change.getByText(`${item.min} of ${item.max} chosen`)).toBeVisible();
      for (const name of players) await expect(change.getByTestId('player-option').filter({ hasText: name }).getByRole('checkbox')).toBeChecked();
      if (item.game === 'pubg') {
        await change.getByRole('button', { name: 'Next' }).click();
        await expect(change.getByRole('radio', { name: /Group A/ })).toBeChecked();
      }
      await page.keyboard.press('Escape');
      await expect(change).toBeHidden();
    };

    await page.goto('/en/applications');
    await checkSent();
    await acceptThroughApi(request, organizer, entryId);
    await page.reload();
    await expect(card).toContainText('Accepted');
    await checkSent();
    expect(consoleErrors.take()).toEqual([]);
    await page.context().close();
  });
}

async function withdrawTeamEntry(page: Page, captain: TestPlayer, cup: FreshCup, teamName: string) {
  const entry = (await teamFor(page.context().request, captain, cup, teamName)).entry;
  if (entry) await withdrawThroughApi(page.context().request, captain, entry.id);
}

test('pubg: the apply modal says next on each step, shows logos and game accounts, and preselects exactly the eligible minimum', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await phonePage(browser, DEMO_CAPTAIN);
  const consoleErrors = watchConsoleErrors(page);
  const request = page.context().request;
  const organizer = await signInByApi(request, DEMO_ORGANIZER);
  const captain = await signInByApi(request, DEMO_CAPTAIN);
  const cup = await freshCup(request, organizer, { name: `Squad Five Cup ${stamp()}`, game: 'pubg', min: 5, max: 6 });
  const eligible = (await teamFor(request, captain, cup, 'Almaty Wolves')).members.filter((m) => m.ineligibility.length === 0);
  test.skip(eligible.length !== 5, 'Almaty Wolves is changed by another journey of this run');

  await page.goto(`/en/esports-mobile-tournaments/${cup.slug}`);
  const section = page.getByTestId('application-section');
  await expect(section.getByTestId('squad-size')).toHaveText('Squad: 5 players (up to 6)');
  await expect(section.getByTestId('my-team').filter({ hasText: 'Almaty Wolves' }).getByTestId('team-readiness')).toContainText('5 of 5 players eligible');
  await section.getByRole('button', { name: 'Apply', exact: true }).click();

  const modal = page.getByTestId('apply-modal');
  await expect(modal.getByTestId('squad-size')).toHaveText('Squad: 5 players (up to 6)');
  await expect(modal.getByTestId('apply-why')).toHaveText('Choose a team to go on.');
  const wolves = modal.getByTestId('team-choice').filter({ hasText: 'Almaty Wolves' });
  await expect(wolves.getByTestId('team-logo').locator('img')).toBeVisible();
  await wolves.getByRole('radio').check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('radio', { name: /Group A/ }).check();
  await modal.getByRole('button', { name: 'Next' }).click();

  await expect(modal.getByText('5 of 6 chosen')).toBeVisible();
  for (const member of eligible) await expect(modal.getByTestId('player-option').filter({ hasText: member.username }).getByRole('checkbox')).toBeChecked();
  await expect(modal.getByTestId('player-option').filter({ hasText: 'NurlanCaptain' }).getByTestId('game-account-status')).toHaveText('Game account active');
  const polina = modal.getByTestId('player-option').filter({ hasText: 'Polina777' });
  await expect(polina.getByTestId('game-account-status')).toHaveText('Game account not added');
  // Only the user's own card offers to add a game profile.
  await expect(polina.getByRole('button', { name: 'Add a game profile' })).toHaveCount(0);
  await expect(modal).toContainText('Next sends the application to the organiser.');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByTestId('apply-success')).toContainText('Application sent.');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(section.getByTestId('my-team-status').filter({ hasText: 'Almaty Wolves' }).getByTestId('team-status-badge')).toHaveText('Pending');
  await withdrawTeamEntry(page, captain, cup, 'Almaty Wolves');
  expect(consoleErrors.take()).toEqual([]);
  await page.context().close();
});

test('pubg: a team short of eligible players learns it on the tournament page, with a link to each fix, and the modal says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phonePage(browser, DEMO_CAPTAIN);
  const consoleErrors = watchConsoleErrors(page);
  const request = page.context().request;
  const organizer = await signInByApi(request, DEMO_ORGANIZER);
  const cup = await freshCup(request, organizer, { name: `Full Squad Cup ${stamp()}`, game: 'pubg', min: 6, max: 6 });

  await page.goto(`/en/esports-mobile-tournaments/${cup.slug}`);
  const section = page.getByTestId('application-section');
  await expect(section.getByTestId('squad-size')).toHaveText('Squad: 6 players (up to 6)');
  const readiness = section.getByTestId('my-team').filter({ hasText: 'Almaty Wolves' }).getByTestId('team-readiness');
  await expect(readiness).toContainText(/\d of 6 players eligible/);
  const noProfile = readiness.getByTestId('readiness-reason').filter({ hasText: 'No game profile for this game' });
  await expect(noProfile).toContainText('Polina777');
  await expect(noProfile.getByRole('link', { name: 'Open the team' })).toHaveAttribute('href', /^\/en\/my-teams\/\d+$/);

  await section.getByRole('button', { name: 'Apply', exact: true }).click();
  const modal = page.getByTestId('apply-modal');
  await modal.getByTestId('team-choice').filter({ hasText: 'Almaty Wolves' }).getByRole('radio').check();
  const next = modal.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(modal.getByTestId('apply-why')).toContainText(/Almaty Wolves has \d of 6 eligible players/);
  await expect(next).toHaveAccessibleDescription(/Almaty Wolves has \d of 6 eligible players/);
  await page.keyboard.press('Escape');

  // The fix is one tap away: the team page, where the captain sees who lacks what.
  await noProfile.getByRole('link', { name: 'Open the team' }).click();
  await expect(page).toHaveURL(/\/en\/my-teams\/\d+$/);
  await expect(page.getByText('Polina777').first()).toBeVisible();
  expect(consoleErrors.take()).toEqual([]);
  await page.context().close();
});

test("mlbb: the captain's own missing game profile is added from the player card and the modal comes back with them chosen", async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await phonePage(browser, DEMO_CAPTAIN);
  const consoleErrors = watchConsoleErrors(page);
  const request = page.context().request;
  const organizer = await signInByApi(request, DEMO_ORGANIZER);
  const captain = await signInByApi(request, DEMO_CAPTAIN);
  const headers = { authorization: `Bearer ${captain.token}` };
  const teamName = freshTeamName();
  const created = await request.post('/api/team', { data: { name: teamName, game_id: 3 }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { data: { team: { id: number } } }).data.team.id;
  const cup = await freshCup(request, organizer, { name: `Solo Cup ${stamp()}`, game: 'mlbb', min: 1, max: 5 });

  await page.goto(`/en/esports-mobile-tournaments/${cup.slug}`);
  const section = page.getByTestId('application-section');
  const readiness = section.getByTestId('my-team').filter({ hasText: teamName }).getByTestId('team-readiness');
  await expect(readiness).toContainText('0 of 1 players eligible');
  const reason = readiness.getByTestId('readiness-reason').filter({ hasText: 'No game profile for this game: NurlanCaptain' });
  await expect(reason.getByRole('link', { name: 'Add a game profile' })).toHaveAttribute('href', '/en/settings-new?tab=game-information');

  await section.getByRole('button', { name: 'Apply', exact: true }).click();
  const modal = page.getByTestId('apply-modal');
  await modal.getByTestId('team-choice').filter({ hasText: teamName }).getByRole('radio').check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByTestId('stage-choice').getByRole('radio').check();
  await modal.getByRole('button', { name: 'Next' }).click();

  const own = modal.getByTestId('player-option').filter({ hasText: 'NurlanCaptain' });
  await expect(own.getByTestId('game-account-status')).toContainText('Game account not added');
  await expect(own.getByRole('checkbox')).toBeDisabled();
  await own.getByRole('button', { name: 'Add a game profile' }).click();
  const form = modal.getByTestId('apply-game-profile');
  await form.getByLabel('In-game nickname').fill('NurlanML');
  await form.getByLabel('MLBB ID').fill('77001234');
  await form.getByRole('button', { name: 'Save and choose me' }).click();

  await expect(own.getByRole('checkbox')).toBeEnabled();
  await expect(own.getByRole('checkbox')).toBeChecked();
  await expect(own.getByTestId('game-account-status')).toHaveText('Game account active');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByTestId('apply-success')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  await withdrawTeamEntry(page, captain, cup, teamName);
  const removed = await request.delete(`/api/team/${teamId}`, { headers });
  expect(removed.status(), await removed.text()).toBeLessThan(300);
  expect(consoleErrors.take()).toEqual([]);
  await page.context().close();
});
