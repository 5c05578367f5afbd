import { expect, test, type Page } from '../fixtures/test';

/**
 * Small details of the players' journeys on a 390 px phone, as a guest: the tournament page opens its
 * standings and stages on the same stage and writes every time in the tournament's zone; prize funds use the
 * page's language's currency unit; the header search finds tournaments and its placeholder fits.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TOURNAMENT = 'tashkent-open';

const hydrated = async (page: Page, testId: string) =>
  expect.poll(() => page.getByTestId(testId).first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);

test('the tournament page: standings and stages on one stage, every time in the tournament zone', async ({ page }) => {
  await page.goto(`/en/esports-mobile-tournaments/${TOURNAMENT}`);
  const standings = page.getByTestId('standings');
  const drawer = page.getByTestId('stages-drawer');
  await expect(standings.getByRole('tab', { selected: true })).toHaveCount(1);
  const standingsStage = await standings.getByRole('tab', { selected: true }).textContent();
  await expect(drawer.getByRole('tab', { selected: true })).toHaveText(standingsStage ?? '');
  const times = [...(await standings.getByTestId('group-time').allTextContents()), ...(await drawer.getByTestId('group-time').allTextContents())];
  expect(times.length).toBeGreaterThan(1);
  for (const time of times) expect(time).toContain('(Asia/Tashkent)');
});

test('prize funds: so‘m on an Uzbek page, UZS on an English one, сум on a Russian one', async ({ page }) => {
  for (const [prefix, unit] of [['/uz', 'so‘m'], ['/en', 'UZS'], ['', 'сум']] as const) {
    await page.goto(`${prefix}/esports-mobile-tournaments/${TOURNAMENT}`);
    await expect(page.locator('main')).toContainText(`40 000 000 ${unit}`);
  }
  await page.goto(`/uz/esports-mobile-tournaments/${TOURNAMENT}`);
  await expect(page.locator('main')).not.toContainText('сум');
});

test('the header search finds a tournament, and its placeholder fits the phone', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page, 'header-search');
  const input = page.getByTestId('header-search');
  const fits = await input.evaluate((node) => {
    const field = node as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
  expect(fits).toBe(true);
  await input.fill('Almaty Open');
  const link = page.getByTestId('header-search-results').getByRole('link', { name: /Almaty Open Cup/ });
  await expect(link).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-open-cup');
});
