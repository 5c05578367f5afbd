import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { anyTournamentSlug } from '../fixtures/demo-data';

/**
 * Server-rendered pages (docs/architecture.md, "How a request becomes HTML"): a guest's first load shows
 * the page's content without JavaScript, and with JavaScript the browser takes the server's HTML over
 * without a hydration error (the shell reports React's recoverable errors to the console as errors).
 */
const NEWS_POST = 'nomad-league-season-3-registration';

interface Sample {
  name: string;
  path: (tournament: string) => string;
  /** The page's own content, as the server writes it. */
  content: (page: Page) => Locator;
}

const SAMPLES: Sample[] = [
  { name: 'home', path: () => '/', content: (page) => page.locator('[data-page="home"] a[href*="/esports-mobile-tournaments/"]').first() },
  { name: 'tournament list', path: () => '/esports-mobile-tournaments', content: (page) => page.locator('[data-page="tournaments.list"] a[href*="/esports-mobile-tournaments/"]').first() },
  { name: 'MLBB tournaments', path: () => '/en/esports-mobile-tournaments/MLBB', content: (page) => page.locator('[data-page="tournaments.mlbb"] a[href*="/esports-mobile-tournaments/"]').first() },
  { name: 'a tournament page', path: (slug) => `/esports-mobile-tournaments/${slug}`, content: (page) => page.locator('[data-page="tournaments.detail"] h1') },
  { name: 'news list', path: () => '/kk/News', content: (page) => page.locator(`[data-page="news.list"] a[href="/kk/News/${NEWS_POST}"]`).first() },
  { name: 'a news post', path: () => `/News/${NEWS_POST}`, content: (page) => page.locator('[data-page="news.detail"] h1') },
];

test.describe('server-rendered pages', () => {
  let slug: string;
  test.beforeAll(async ({ request }) => {
    slug = await anyTournamentSlug(request);
  });

  for (const sample of SAMPLES) {
    test(`${sample.name}: readable without JavaScript, its links work`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(sample.path(slug));
      expect(response?.status()).toBe(200);
      const content = sample.content(page);
      await expect(content).toBeVisible();
      await expect(content).not.toBeEmpty();
      // Its links are plain links: following one to another server-rendered page (the news or tournaments
      // of the header, or a card of the page) shows that page, without JavaScript too.
      const here = new URL(page.url()).pathname;
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const next = hrefs.find((href) => href !== here && /\/(News|esports-mobile-tournaments)(\/|$)/.test(href));
      expect(next).toBeDefined();
      expect((await page.goto(String(next)))?.status()).toBe(200);
      await expect(page.locator('#main-content [data-page]')).toBeVisible();
      await context.close();
    });

    test(`${sample.name}: taken over by the browser without a hydration error`, async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(sample.path(slug));
      const content = sample.content(page);
      await expect(content).toBeVisible();
      const serverNode = await content.elementHandle();
      // Time for the shell and the page's remote to load and take the page over ...
      await page.waitForLoadState('load');
      await page.waitForTimeout(3000);
      // ... and the element the server wrote is still the one on screen: hydrated, not rendered again.
      expect(await serverNode?.evaluate((node) => node.isConnected)).toBe(true);
      expect(errors.take().filter((line) => !/Failed to load resource/.test(line))).toEqual([]);
    });
  }
});
