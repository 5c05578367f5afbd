import { expect, test } from '../fixtures/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { CAPTAIN, MASTERS } from '../fixtures/matches';
import { signInByEmail } from '../fixtures/profile';

/**
 * The calendar feed of a player's matches (api/README.md, "Calendar feeds"): the demo captain makes a feed
 * link in /settings, a calendar app (here the request context, without the session) reads the feed and
 * finds the captain's group games; a new link, asked for in the confirmation modal, stops the old one at
 * once. The public team page links the team's own feed.
 */
const feedPath = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'http:')).pathname;

test('the captain subscribes to their matches and replaces the link', async ({ page, request }) => {
  const errors = watchConsoleErrors(page);
  await signInByEmail(page, 'en', CAPTAIN.email, CAPTAIN.password);
  await page.goto('/en/settings');
  const card = page.getByTestId('calendar-feed');
  await card.getByRole('button', { name: 'Make a link' }).click();
  const field = card.getByLabel('Calendar link (webcal)');
  await expect(field).toHaveValue(/^webcal:\/\/.+\/api\/v1\/calendar\/[0-9a-f]{64}\.ics$/);
  const first = await field.inputValue();
  await expect(card.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute('href', first);

  // A calendar app reads the feed without signing in.
  const feed = await request.get(feedPath(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain('TRIGGER:-PT30M');
  // Central Asia Masters is where the captain's Almaty Wolves play; its match pages are in the captain's language.
  const matches = await (await request.get(`/api/v1/client/tournament/${MASTERS}`)).json() as { data: { name: string } };
  expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${matches.data.name}`);
  expect(text).toMatch(/URL:http:\/\/[^/]+\/match\/\d+\r\n/);

  // A new link, after the confirmation: the old one answers 404 at once.
  await card.getByRole('button', { name: 'Make a new link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new calendar link?' });
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await request.get(feedPath(first))).status()).toBe(404);
  expect((await request.get(feedPath(second))).status()).toBe(200);
  expect(errors.take()).toEqual([]);
});

test("the public team page links the team's calendar feed", async ({ page, request }) => {
  await page.goto('/en/esports-mobile-team/almaty-wolves');
  const link = page.getByRole('link', { name: "Subscribe to the team's matches in your calendar" });
  await expect(link).toHaveAttribute('href', /^webcal:\/\/.+\/api\/v1\/calendar\/team\/almaty-wolves\.ics$/);
  const feed = await request.get(feedPath((await link.getAttribute('href')) ?? ''), { headers: { 'accept-language': 'en' } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VEVENT');
});
