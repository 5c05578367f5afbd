import { expect, test } from '../fixtures/test';

/**
 * Polish a user notices: a tournament named in the page's language (server-rendered, with the default name
 * where none is written) on a 390 px phone, and the home page's game rows stepped with arrows on a laptop
 * while a phone swipes them.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const CUP = '/esports-mobile-tournaments/great-steppe-cup';

test("a tournament's name follows the page's language, else its default name", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [prefix, name] of [
    ['/kk', 'Ұлы дала кубогы'],
    ['/en', 'Great Steppe Cup'],
    ['/tr', 'Кубок Великой степи'],
  ] as const) {
    const response = await page.request.get(`${prefix}${CUP}`);
    // The server-rendered document already carries the name, in its title too.
    expect(await response.text()).toContain(name);
    await page.goto(`${prefix}${CUP}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(new RegExp(name));
  }
});

test('the home page game rows have arrows on a laptop and none on a phone', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/en');
  const row = page.getByTestId('home-game-pubg');
  await expect(row.getByTestId('home-tournament').first()).toBeVisible({ timeout: 20_000 });
  const next = row.getByRole('button', { name: 'Next tournaments' });
  const previous = row.getByRole('button', { name: 'Previous tournaments' });
  await expect(next).toBeVisible();
  await expect(previous).toBeHidden();
  await expect.poll(() => next.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await next.click();
  await expect(previous).toBeVisible();
  await expect.poll(() => row.getByTestId('home-card-row').evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  await page.setViewportSize(PHONE);
  await expect(next).toBeHidden();
  await expect(previous).toBeHidden();
});
