import { expect, test } from '../fixtures/test';

test('the language switcher changes the texts of the shell and of a remote together', async ({ page }) => {
  await page.goto('/esports-mobile-tournaments');
  const header = page.getByTestId('site-header');
  const area = page.locator('[data-page="tournaments.list"]');
  // A cold first visit: under the full run's parallel suites on a 2-core machine this first page once took
  // over 10 s (with two CPU-bound processes beside it, the whole test takes 14-16 s instead of about 5 s).
  await expect(area).toBeVisible({ timeout: 20_000 });
  await expect(header.getByRole('link', { name: 'Турниры' }).first()).toBeVisible();
  const areaTextRu = await area.locator('h1').innerText();

  await page.getByTestId('language-switcher').first().locator('[data-locale="en"]').click();
  await expect(page).toHaveURL(/\/en\/esports-mobile-tournaments$/);
  await expect(header.getByRole('link', { name: 'Tournaments' }).first()).toBeVisible();
  await expect(area.locator('h1')).not.toHaveText(areaTextRu);
  const areaTextEn = await area.locator('h1').innerText();

  await page.getByTestId('language-switcher').first().locator('[data-locale="kk"]').click();
  await expect(page).toHaveURL(/\/kk\/esports-mobile-tournaments$/);
  await expect(header.getByRole('link', { name: 'Турнирлер' }).first()).toBeVisible();
  await expect(area.locator('h1')).not.toHaveText(areaTextEn);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});
