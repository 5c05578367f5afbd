import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { DEMO_ORGANIZER } from '../fixtures/entries';
import { signedInPage } from '../fixtures/organizer';

/**
 * Journeys on a 390 px phone: a team's rating page keeps its points in view, and the demo organiser runs
 * the console of a two-stage tournament (a compact list, editing in a sheet, publishing asked first).
 */
const PHONE = { width: 390, height: 844 };

/** Serious or critical axe findings (WCAG 2.2 AA) on the page as it is, e.g. a link in browser blue on a dark card. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120) ?? ''}`);
}

test("a team's rating page on a phone: the points and every history row's points in view without scrolling sideways", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const board of ['/en/rating/pubg-mobile', '/en/rating/mlbb']) {
    await page.goto(board);
    const team = page.getByTestId('rating-board').getByTestId('rating-row').first().locator('td[data-primary="1"] a');
    await expect(team).toBeVisible();
    await page.goto((await team.getAttribute('href')) ?? '');
    await expect(page.getByTestId('team-points')).toBeVisible();
    const points = await page.getByTestId('team-points').boundingBox();
    expect((points?.x ?? 0) + (points?.width ?? 0), `${board}: team points`).toBeLessThanOrEqual(PHONE.width);
    const row = page.getByTestId('team-history').getByTestId('rating-row').first();
    await expect(row).toBeVisible();
    const rowPoints = await row.locator('td[data-primary="2"]').boundingBox();
    expect(rowPoints, `${board}: history points`).not.toBeNull();
    expect((rowPoints?.x ?? 0) + (rowPoints?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
});

test('the organiser console on a phone: two stages fit a short list, a stage and a group are edited in a sheet, publishing is asked and said', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO_ORGANIZER);
  await page.setViewportSize(PHONE);
  await page.goto('/en/organizer/tournaments/moscow-night-series#stages');
  const stages = page.getByTestId('organizer-stages');
  await expect(stages.getByTestId('organizer-stage')).toHaveCount(2);
  await expect(stages.getByTestId('structure-timezone')).toContainText('Europe/Moscow');
  // Before: about 5,000 px of open forms for these two stages and their groups.
  const panel = await stages.boundingBox();
  expect(panel?.height ?? Infinity).toBeLessThan(1000);
  expect((panel?.y ?? 0) + (panel?.height ?? Infinity)).toBeLessThan(2000);
  await expect(stages.getByRole('form')).toHaveCount(0);
  // The way back to the list reads well on the dark theme (and so does the rest of the page).
  await expect(page.getByRole('link', { name: '← My tournaments' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // The first stage has no entries: it is held by the stage that follows it, and says so.
  const first = stages.getByTestId('organizer-stage').first();
  const stageName = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Edit stage ${stageName}` }).click();
  const sheet = page.getByTestId('structure-sheet');
  await expect(sheet.getByTestId('lock-reasons')).toContainText('it is the previous stage of');
  await expect(sheet.getByTestId('lock-reasons')).not.toContainText('applied');
  expect(await axeFindings(page)).toEqual([]);
  const replacements = String(2 + Math.floor(Math.random() * 5));
  await sheet.getByLabel('Replacements allowed').fill(replacements);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('toast-viewport')).toContainText(`“${stageName}” saved`);
  await expect(first).toContainText(`replacements: ${replacements}`);

  const group = first.getByTestId('organizer-group').first();
  const groupName = (await group.locator('strong').textContent()) ?? '';
  await group.getByRole('button', { name: `Edit group ${groupName}` }).click();
  const capacity = String(20 + Math.floor(Math.random() * 10));
  await sheet.getByLabel('Capacity (teams)').fill(capacity);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(group).toContainText(`of ${capacity}`);

  // "+ Group" opens an empty form of its own, not one that looks filled.
  await first.getByRole('button', { name: `+ Group — ${stageName}` }).click();
  await expect(sheet.getByRole('form', { name: `New group of ${stageName}` }).getByLabel('Group name')).toHaveValue('');
  await sheet.getByRole('button', { name: 'Close' }).click();

  // A draft copy is published after a question, with feedback and an undo.
  await page.getByRole('button', { name: 'Duplicate as a template' }).click();
  await expect(page).toHaveURL(/\/en\/organizer\/tournaments\/moscow-night-series-[a-z0-9-]+/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const ask = page.getByTestId('publish-modal');
  await expect(ask).toContainText('Players will see it');
  await ask.getByRole('button', { name: 'Publish', exact: true }).click();
  const toast = page.getByTestId('toast-viewport').getByRole('status').filter({ hasText: 'Tournament published' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('The tournament is a draft again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await page.context().close();
});
