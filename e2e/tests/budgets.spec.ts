import { expect, test } from '../fixtures/test';
import { measurePage } from '../../scripts/lib/page-weight.mjs';
import { signInByApi, DEMO_CAPTAIN } from '../fixtures/entries';
import { CLS_BUDGET, JS_BUDGET_TOLERANCE, PAGE_BUDGETS, SLOW_LOAD_CLS_BUDGET, SLOW_LOAD_PAGES, VIEWPORTS } from '../fixtures/budgets';

/**
 * The budgets of a first visit, measured in Chromium on the built portal: each key page's
 * JavaScript before it is usable within 5% of its budget and in at most its number of files, and its
 * layout shift (CLS) at most 0.1, on a phone and on a laptop screen; and, on a slow phone, the layout shift of
 * the pages built of parts that load on their own at most 0.05. Timings are not asserted (they vary between
 * machines: `npm run perf` prints them with Lighthouse's scores).
 */
for (const [path, budget] of Object.entries(PAGE_BUDGETS)) {
  test(`a first visit of ${path} stays within its JavaScript and layout-shift budgets`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const weight = await measurePage(browser, baseURL ?? '', path, { viewport });
      const kib = Math.round((weight.jsBytes / 1024) * 10) / 10;
      expect({ path, viewport: name, kib, withinBudget: kib <= budget.kib * JS_BUDGET_TOLERANCE }).toEqual({ path, viewport: name, kib, withinBudget: true });
      expect({ path, viewport: name, files: weight.scripts, withinBudget: weight.scripts <= budget.files }).toEqual({ path, viewport: name, files: weight.scripts, withinBudget: true });
      expect({ path, viewport: name, cls: weight.cls, withinBudget: weight.cls <= CLS_BUDGET }).toEqual({ path, viewport: name, cls: weight.cls, withinBudget: true });
    }
  });
}

/** The same first visits on a slow phone (slow 4G and 4x slower CPU, as Lighthouse's DevTools throttling). */
for (const path of SLOW_LOAD_PAGES) {
  test(`a first visit of ${path} on a slow phone does not shift`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const weight = await measurePage(browser, baseURL ?? '', path, { viewport: VIEWPORTS.phone, throttle: true });
    expect({ path, cls: weight.cls, withinBudget: weight.cls <= SLOW_LOAD_CLS_BUDGET }).toEqual({ path, cls: weight.cls, withinBudget: true });
  });
}

/**
 * A signed-in player's first visit on a slow phone: the server's HTML is a guest's, and the browser then draws
 * the page anew with the player's own parts (bell, account menu, their team in the tournament): without a shift.
 */
for (const path of ['/', '/esports-mobile-tournaments/mlbb-open-qualifier'] as const) {
  test(`a signed-in first visit of ${path} on a slow phone does not shift`, async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const captain = await signInByApi(request, DEMO_CAPTAIN);
    const storage = { authToken: captain.token, user: JSON.stringify(captain.session.profile), roleName: captain.session.roles[0]?.name ?? 'player' };
    const weight = await measurePage(browser, baseURL ?? '', path, { viewport: VIEWPORTS.phone, throttle: true, storage });
    expect({ path, cls: weight.cls, withinBudget: weight.cls <= SLOW_LOAD_CLS_BUDGET }).toEqual({ path, cls: weight.cls, withinBudget: true });
  });
}
