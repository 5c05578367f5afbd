import { expect, test } from '../fixtures/test';
import { DEMO_CAPTAIN, DEMO_ORGANIZER, signInByApi } from '../fixtures/entries';
import { acceptThroughApi, applyThroughApi, freshCup, withdrawThroughApi } from '../fixtures/fresh-cups';
import { signedInPage } from '../fixtures/organizer';

/**
 * /applications on a 390 px phone, for the demo captain (Almaty Wolves) on two fresh cups of the demo
 * organiser: a rejected application stays under "History" with its status and reason and offers no
 * withdraw; an accepted one asks to confirm the game time, and the confirmation names the date and time
 * in the tournament's zone.
 */
const PHONE = { width: 390, height: 844 };
const stamp = () => Date.now().toString(36);

test('a rejected application stays as history without withdraw; the game-time confirmation names the moment', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO_CAPTAIN);
  await page.setViewportSize(PHONE);
  const request = page.context().request;
  const organizer = await signInByApi(request, DEMO_ORGANIZER);
  const captain = await signInByApi(request, DEMO_CAPTAIN);
  const rejectedCup = await freshCup(request, organizer, { name: `History Cup ${stamp()}`, game: 'pubg', min: 4, max: 6 });
  const acceptedCup = await freshCup(request, organizer, { name: `Game Time Cup ${stamp()}`, game: 'pubg', min: 4, max: 6 });
  const rejected = await applyThroughApi(request, captain, rejectedCup, 'Almaty Wolves', 4);
  const declined = await request.post('/api/tournament/decline', {
    headers: { authorization: `Bearer ${organizer.token}` },
    data: { tournament_entry_id: rejected.entryId, reject_description: 'Roster incomplete' },
  });
  expect(declined.status(), await declined.text()).toBe(200);
  const accepted = await applyThroughApi(request, captain, acceptedCup, 'Almaty Wolves', 4);
  await acceptThroughApi(request, organizer, accepted.entryId);

  try {
    await page.goto('/en/applications');
    const history = page.getByTestId('entry-history');
    await expect(history.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    const old = history.getByTestId('entry-card').filter({ hasText: rejectedCup.name });
    await expect(old).toContainText('Rejected');
    await expect(old).toContainText('Roster incomplete');
    await expect(old.getByRole('button')).toHaveCount(0);

    const current = page.getByTestId('entry-card').filter({ hasText: acceptedCup.name });
    await current.getByRole('button', { name: 'Confirm the game time' }).click();
    const modal = page.getByTestId('game-time-modal');
    await expect(modal).toContainText(/Will the team play in Group A on \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(Asia\/Almaty\)\?/);
    await modal.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await withdrawThroughApi(request, captain, accepted.entryId);
    await page.context().close();
  }
});
