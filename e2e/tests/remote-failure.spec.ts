import { expect, test } from '../fixtures/test';

/**
 * A remote whose server cannot be reached (its manifest, entry and chunks; the page may carry the manifest
 * of its own remote, api/src/static/boot-hints.ts) never takes the portal down: the shell renders, that area shows
 * the retry panel (after one automatic retry), and another area still works.
 */
const CASES = [
  { remote: 'mfe-content', blockedPage: '/News', blockedId: 'news.list', otherPage: '/esports-mobile-tournaments', otherId: 'tournaments.list' },
  { remote: 'mfe-tournaments', blockedPage: '/esports-mobile-tournaments', blockedId: 'tournaments.list', otherPage: '/News', otherId: 'news.list' },
  { remote: 'mfe-teams', blockedPage: '/my-teams', blockedId: 'teams.mine', otherPage: '/Help', otherId: 'help' },
  { remote: 'mfe-profile', blockedPage: '/Notifications', blockedId: 'notifications', otherPage: '/rating', otherId: 'rating' },
  { remote: 'mfe-auth', blockedPage: '/login/number', blockedId: 'login.number', otherPage: '/watch', otherId: 'watch' },
] as const;

for (const c of CASES) {
  test(`with ${c.remote}'s files blocked the shell stays up and ${c.otherId} still works`, async ({ page }) => {
    let attempts = 0;
    await page.route(`**/remotes/${c.remote}/**`, (route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    });

    await page.goto(c.blockedPage);
    const panel = page.getByTestId('remote-error');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-remote', c.remote);
    await expect(page.locator(`[data-page="${c.blockedId}"]`)).toHaveCount(0);
    expect(attempts).toBeGreaterThanOrEqual(2);
    if (c.remote !== 'mfe-auth') {
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
    }

    // The retry button tries again (still blocked: the panel comes back).
    const before = attempts;
    await page.getByTestId('remote-retry').click();
    await expect.poll(() => attempts).toBeGreaterThan(before);
    await expect(panel).toBeVisible();

    // Another area keeps working in the same page: client-side navigation from the header (the auth layout
    // has no header, so that case opens the other page directly).
    if (c.remote === 'mfe-auth') await page.goto(c.otherPage);
    else await page.getByTestId('site-header').locator(`a[href="${c.otherPage}"]`).first().click();
    await expect(page.locator(`[data-page="${c.otherId}"]`)).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });
}
