import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { anyTournamentSlug } from '../fixtures/demo-data';
import { routeSamples, type RouteSample } from '../fixtures/route-samples';
import { registerPlayer, signedInContext } from '../fixtures/teams';

/**
 * Accessibility (issue 17): axe-core with the WCAG 2.2 AA rules finds no serious or critical violation on
 * any route of the route table, for a guest, and on the pages of a signed-in player. The routes are split
 * into parts so the two workers share them.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PARTS = 4;
/** Pages a signed-in player sees differently from a guest (their own data, their panels). */
const SIGNED_IN = ['home', 'settings', 'teams.mine', 'notifications', 'applications', 'matches', 'tournaments.list'];

async function violationsOn(page: Page, sample: RouteSample): Promise<string[]> {
  await page.goto(localizePath('en', sample.path));
  await expect(page.locator(`[data-page="${sample.id}"]`)).toBeVisible();
  await expect(page.getByTestId('remote-loading')).toHaveCount(0);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const first = v.nodes[0];
      const detail = first ? ` — e.g. ${first.html.slice(0, 160)}: ${(first.failureSummary ?? '').replace(/\s+/g, ' ')}` : '';
      return `${sample.id} (${sample.path}): ${v.id} (${v.impact}) on ${v.nodes.length} element(s)${detail}`;
    });
}

let samples: RouteSample[] = [];
test.beforeAll(async ({ request }) => {
  samples = routeSamples({ tournamentSlug: await anyTournamentSlug(request) });
});

for (let part = 0; part < PARTS; part += 1) {
  test(`a guest meets no serious or critical axe violation (routes, part ${part + 1} of ${PARTS})`, async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const sample of samples.filter((_, i) => i % PARTS === part)) found.push(...(await violationsOn(page, sample)));
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('a signed-in player meets no serious or critical axe violation on their pages', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const player = await registerPlayer(request, 'Axe');
  const context = await signedInContext(browser, player);
  const page = await context.newPage();
  const found: string[] = [];
  for (const sample of samples.filter((s) => SIGNED_IN.includes(s.id))) found.push(...(await violationsOn(page, sample)));
  expect(found, found.join('\n')).toEqual([]);
  await context.close();
});
