import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { anyTournamentSlug } from '../fixtures/demo-data';
import { routeSamples, type RouteSample } from '../fixtures/route-samples';

/**
 * Every route of docs/spec.md section 2 (route list and login flow), in ru and in en, resolves to its remote's page
 * inside the shell, with no console error. Pages mark their root with data-page="<route id>".
 */
let samples: RouteSample[] = [];

test.beforeAll(async ({ request }) => {
  samples = routeSamples({ tournamentSlug: await anyTournamentSlug(request) });
});

const FORWARDED: Partial<Record<string, string>> = { settings: 'settings.new', 'settings.social': 'settings.new' };

for (const locale of ['ru', 'en'] as const) {
  test(`every route renders its page in ${locale}`, async ({ page }) => {
    test.setTimeout(240_000);
    const consoleErrors = watchConsoleErrors(page);
    const failures: string[] = [];
    for (const sample of samples) {
      const url = localizePath(locale, sample.path);
      await page.goto(url);
      // The older settings addresses lead to the one settings page (they may have moved on already).
      const forwardedTo = FORWARDED[sample.id];
      const pageRoot = page.locator(forwardedTo ? `[data-page="${sample.id}"], [data-page="${forwardedTo}"]` : `[data-page="${sample.id}"]`).first();
      try {
        await expect(pageRoot).toBeVisible();
        await expect(page.getByTestId('remote-error')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      } catch {
        failures.push(`${sample.id} at ${url}`);
      }
      const seen = consoleErrors.take();
      if (seen.length > 0) failures.push(`${sample.id} at ${url}: console error ${seen.join(' | ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
