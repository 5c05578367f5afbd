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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the switcher shows the five language flags, server-rendered and loaded as WebP', async ({ page, request }) => {
    const flagTypes: (string | undefined)[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/icons/lang/')) flagTypes.push(response.headers()['content-type']);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/en/esports-mobile-tournaments');
    const switcher = page.getByTestId('language-switcher').first();
    await switcher.scrollIntoViewIfNeeded();
    const flags = switcher.locator('img[data-language-icon]');
    await expect(flags).toHaveCount(5);
    await expect
      .poll(() => flags.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true, true, true, true]);
    expect(await flags.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([40, 40, 40, 40, 40]);
    expect(await flags.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([
      '/icons/lang/ru.v1.webp',
      '/icons/lang/kk.v1.webp',
      '/icons/lang/en.v1.webp',
      '/icons/lang/uz.v1.webp',
      '/icons/lang/tr.v1.webp',
    ]);
    expect(flagTypes.length).toBeGreaterThanOrEqual(5);
    for (const type of flagTypes) expect(type).toBe('image/webp');
    // The flags are in the server's HTML, and hydration takes the same markup over without complaint.
    const html = await (await request.get('/en/esports-mobile-tournaments')).text();
    for (const code of ['ru', 'kk', 'en', 'uz', 'tr']) expect(html).toContain(`/icons/lang/${code}.v1.webp`);
    await expect(switcher.locator('[data-locale="en"]')).toHaveAttribute('aria-current', 'true');
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});
