import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { anyTournamentSlug } from '../fixtures/demo-data';
import { routeSamples, type RouteSample } from '../fixtures/route-samples';
import { signInByApi } from '../fixtures/entries';
import { registerPlayer, signedInContext } from '../fixtures/teams';
import { PORTAL_ROUTES } from '@portal/shared/contracts';

/**
 * Accessibility: axe-core with the WCAG 2.2 AA rules finds no serious or critical violation on
 * any route of the route table, for a guest, and on the pages of a signed-in player. The routes are split
 * into parts so the two workers share them. The demo captain (entries, teams, matches), the demo organiser (the
 * console with its own tournaments) and staff open every page that is not a sign-in page, with their real data.
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

/** Demo accounts whose pages hold data a guest or a new player never sees (api/README.md, demo accounts). */
const DEMO_USERS = [
  { kind: 'the demo captain', email: 'captain@esports.example', password: 'DemoCaptain!2026', ownTournament: null },
  { kind: 'the demo organiser', email: 'organizer@esports.example', password: 'DemoOrganizer!2026', ownTournament: 'moscow-night-series' },
  { kind: 'staff', email: 'admin@esports.example', password: 'DemoAdmin!2026', ownTournament: 'moscow-night-series' },
] as const;
const SIGN_IN_PAGES = new Set<string>(PORTAL_ROUTES.filter((route) => route.layout === 'auth').map((route) => route.id));
const USER_PARTS = 2;

for (const user of DEMO_USERS) {
  for (let part = 0; part < USER_PARTS; part += 1) {
    test(`${user.kind} meets no serious or critical axe violation on every page (part ${part + 1} of ${USER_PARTS})`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const context = await signedInContext(browser, await signInByApi(request, user));
      const page = await context.newPage();
      const own = samples
        .filter((sample) => !SIGN_IN_PAGES.has(sample.id))
        .map((sample) => (sample.id === 'organizer.tournament' && user.ownTournament ? { ...sample, path: `/organizer/tournaments/${user.ownTournament}` } : sample))
        .filter((_, i) => i % USER_PARTS === part);
      const found: string[] = [];
      for (const sample of own) found.push(...(await violationsOn(page, sample)));
      expect(found, found.join('\n')).toEqual([]);
      await context.close();
    });
  }
}
