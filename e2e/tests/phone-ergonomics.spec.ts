import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { signInByApi } from '../fixtures/entries';
import { signedInContext } from '../fixtures/teams';

/**
 * Keyboard, touch and connection on a 390 px phone: the bottom bar steps aside while a text field has focus,
 * chips, footer links and bare form fields are a finger high, an offline device is told "No connection",
 * in-app navigation shows a thin fixed bar, and a signed-in home has a personal strip a guest never gets.
 */
const PHONE = { width: 390, height: 844 };
const CAPTAIN = { email: 'captain@esports.example', password: 'DemoCaptain!2026' } as const;
const TOURNAMENT = 'central-asia-masters';
const NEWS_POST = 'nomad-league-season-3-registration';
const TAP_PX = 44;

async function heights(items: Locator): Promise<number[]> {
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));
}

async function hydrated(target: Locator) {
  await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

async function captainPage(browser: Browser): Promise<Page> {
  const signIn = await browser.newContext();
  const captain = await signInByApi(signIn.request, CAPTAIN);
  await signIn.close();
  const context = await signedInContext(browser, captain);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

test('the bottom bar steps aside while the chat box has focus and comes back on blur; chat chips are a finger high', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await captainPage(browser);
  await page.goto(`/en/esports-mobile-tournaments/${TOURNAMENT}`);
  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  const chats = page.getByTestId('tournament-chats');
  await expect(chats.getByRole('heading', { name: "Captains' chats" })).toBeVisible({ timeout: 20_000 });
  const chips = chats.getByRole('button', { name: /, stage / });
  for (const height of await heights(chips)) expect(height).toBeGreaterThanOrEqual(TAP_PX);
  await chips.first().click();
  const box = chats.getByRole('textbox').first();
  await box.focus();
  await expect(bar).toBeHidden();
  await box.blur();
  await expect(bar).toBeVisible();
  await page.context().close();
});

test('share chips, footer links and bare form fields are at least 44 px high on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/en/News/${NEWS_POST}`);
  const share = page.getByTestId('news-share').getByRole('link');
  for (const height of await heights(share)) expect(height).toBeGreaterThanOrEqual(TAP_PX);
  const footerLinks = page.getByTestId('site-footer').locator('nav a');
  await footerLinks.first().scrollIntoViewIfNeeded();
  for (const height of await heights(footerLinks)) expect(height).toBeGreaterThanOrEqual(TAP_PX);
  // A bare field in a table, as the organiser's result entry draws them (the base CSS gives it its height).
  const field = await page.evaluate(() => {
    const table = document.createElement('table');
    table.innerHTML = '<tr><td><input inputmode="numeric" style="padding: 4px; width: 72px"></td></tr>';
    document.body.append(table);
    const height = table.querySelector('input')?.getBoundingClientRect().height ?? 0;
    table.remove();
    return Math.round(height);
  });
  expect(field).toBeGreaterThanOrEqual(TAP_PX);
});

test('a section that cannot load while offline says "No connection" and loads once the connection is back', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  // The tournaments' code is kept from loading (the shell may fetch it ahead while idle) until the connection is back.
  const blocked = '**/remotes/mfe-tournaments/**';
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  await page.goto('/en/News');
  const link = page.locator(`[data-page="news.list"] a[href="/en/News/${NEWS_POST}"]`).first();
  await hydrated(link);
  // A navigation that waits for its data shows the thin bar, fixed at the top (it moves nothing).
  await page.route(`**/en/News/${NEWS_POST}/_payload.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await link.click();
  const progress = page.getByTestId('navigation-progress');
  await expect(progress).toBeAttached();
  expect(await progress.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await expect(page.locator('[data-page="news.detail"] h1')).toBeVisible();
  await expect(progress).not.toBeAttached();

  // Offline, a section whose code was never loaded fails: the panel names the cause.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByTestId('menu-tournaments').click();
  const panel = page.getByTestId('remote-error');
  await expect(panel).toContainText('No connection', { timeout: 20_000 });
  await expect(panel).not.toContainText('temporarily unavailable');
  await page.unroute(blocked);
  await context.setOffline(false);
  await expect(panel).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('[data-page="tournaments.list"]')).toBeVisible({ timeout: 20_000 });
});

test('a signed-in home shows the personal strip; a guest home and the server HTML have none', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en');
  await expect(page.getByTestId('home-latest')).toBeVisible();
  await hydrated(page.getByTestId('site-header').getByTestId('site-logo'));
  await expect(page.getByTestId('home-personal')).toHaveCount(0);
  const html = await (await page.request.get('/en', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('home-personal');

  const captain = await captainPage(browser);
  await captain.goto('/en');
  const strip = captain.getByRole('region', { name: 'Your summary' });
  await expect(strip).toBeVisible();
  await expect(strip.getByTestId('home-personal-match')).not.toContainText('Loading');
  await expect(strip.getByTestId('home-personal-teams').getByRole('link', { name: 'All my teams' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Open my applications' })).toHaveAttribute('href', '/en/entries');
  expect(await captain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await captain.context().close();
});
