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
  { name: 'a match', path: () => '/match/1-final', content: (page) => page.locator('[data-page="match"] [data-testid="standings-row"]').first() },
  { name: 'rating boards', path: () => '/en/rating', content: (page) => page.locator('[data-page="rating"] [data-testid="rating-game-pubg"]') },
  { name: 'the MLBB rating', path: () => '/rating/mlbb', content: (page) => page.locator('[data-page="rating.mlbb"] [data-testid="rating-row"]').first() },
  { name: 'a PUBG division', path: () => '/uz/rating/pubg-mobile/pubg-mobile-division-1', content: (page) => page.locator('[data-page="rating.pubg.detail"] [data-testid="rating-row"]').first() },
  { name: 'a season', path: () => '/rating/pubg-mobile/seasonal/1', content: (page) => page.locator('[data-page="rating.pubg.seasonal.detail"] [data-testid="rating-row"]').first() },
  { name: 'the world team rating', path: () => '/rating/pubg-mobile/world-team-rating', content: (page) => page.locator('[data-page="rating.pubg.world"] [data-testid="rating-row"]').first() },
  { name: "a team's rating page", path: () => '/rating/pubg-mobile/world-team-rating/almaty-wolves', content: (page) => page.locator('[data-testid="team-history"] [data-testid="rating-row"]').first() },
  { name: 'a public team page', path: () => '/tr/esports-mobile-team/almaty-wolves', content: (page) => page.locator('[data-page="teams.public"] [data-testid="public-members"]') },
  { name: 'a public user page', path: () => '/user/nurlan-captain', content: (page) => page.locator('[data-page="user"] h1') },
  { name: 'the watch list', path: () => '/watch', content: (page) => page.locator('[data-page="watch"] [data-testid="stream-live"]').first() },
  { name: 'a stream', path: () => '/watch/1', content: (page) => page.locator('[data-page="watch.detail"] [data-testid="stream-tournament"]') },
  { name: 'votes', path: () => '/votes', content: (page) => page.locator('[data-page="votes"] [data-testid="vote-card"]').first() },
  { name: 'help', path: () => '/Help', content: (page) => page.locator('[data-page="help"] [data-testid="help-contact-telegram"]') },
  { name: 'agreements', path: () => '/kk/agreements', content: (page) => page.locator('[data-page="agreements"] h1') },
  { name: 'transfers', path: () => '/transfers', content: (page) => page.locator('[data-page="transfers"] [data-testid="transfer"]').first() },
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

test("the tab's title follows the page, as in the head the server writes", async ({ page }) => {
  await page.goto('/en/esports-mobile-tournaments');
  await expect(page).toHaveTitle('Tournaments — Mobile Esports');
  const hrefs = await page.locator('[data-page="tournaments.list"] a[href*="/esports-mobile-tournaments/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const tournament = hrefs.find((href) => !/\/(MLBB|pubg-mobile|promo)(\/|$)/.test(href));
  await page.locator(`[data-page="tournaments.list"] a[href="${tournament}"]`).first().click();
  await expect(page.locator('[data-page="tournaments.detail"] h1')).toBeVisible();
  const name = (await page.locator('[data-page="tournaments.detail"] h1').textContent())?.trim() ?? '';
  const title = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — .+ tournament — Mobile Esports$`);
  await expect(page).toHaveTitle(title);
  // The server's head for the same address says the same.
  const html = await (await page.request.get(new URL(page.url()).pathname, { headers: { accept: 'text/html' } })).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&')).toMatch(title);
});

test("a guest's navigation to a server-rendered page takes its data in one request, its payload", async ({ page }) => {
  await page.goto(`/en/News`);
  const post = page.locator(`[data-page="news.list"] a[href="/en/News/${NEWS_POST}"]`).first();
  await expect(post).toBeVisible();
  // The shell takes the list over (its scripts start once the page is drawn): React's own props on the link
  // say it is hydrated, and its clicks then navigate in the page.
  await expect.poll(() => post.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps')))).toBe(true);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await post.click();
  await expect(page.locator('[data-page="news.detail"] h1')).toBeVisible();
  expect(asked).toContain(`/en/News/${NEWS_POST}/_payload.json`);
  // The post itself is not asked for again (its comments, which the server does not render, may be).
  expect(asked.filter((path) => path === `/api/v1/client/blog/${NEWS_POST}`)).toEqual([]);
});
