import { expect, test } from '../fixtures/test';
import { freshName } from '../fixtures/auth';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { ADMIN, almatyInput, CANDIDATE, shownAs, signedInPage } from '../fixtures/organizer';

/**
 * The organiser console end to end: an admin makes a player an organiser; the organiser
 * creates a PUBG tournament with two stages and three groups, publishes it, and it shows in the public list
 * with the status its dates give; the organiser moves a group's time and the tournament page shows the new
 * time. (A captain applying comes with the applications feature.)
 */
test('an admin makes a player an organiser, who creates, publishes and reschedules a tournament', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/en/organizer/organizers');
  const grant = admin.getByRole('form', { name: 'Make an organiser' });
  await grant.getByLabel('Player').fill(CANDIDATE.email);
  await grant.getByLabel('Organisation').fill('Timur Events');
  await grant.getByRole('button', { name: 'Make an organiser' }).click();
  await expect(admin.getByTestId('organizer-list')).toContainText('Timur Events');
  await admin.context().close();

  const page = await signedInPage(browser, CANDIDATE);
  const consoleErrors = watchConsoleErrors(page);
  await page.getByTestId('account-button').click();
  await page.getByTestId('account-organizer').click();
  await expect(page).toHaveURL(/\/en\/organizer$/);
  await page.getByRole('link', { name: 'New tournament' }).first().click();

  const name = freshName('Steppe Cup ');
  const now = Date.now();
  const form = page.getByTestId('tournament-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Registration opens').fill(almatyInput(-24, now));
  await form.getByLabel('Registration closes').fill(almatyInput(72, now));
  await form.getByLabel('Tournament starts').fill(almatyInput(120, now));
  await form.getByLabel('Slots (teams)').fill('24');
  await form.getByLabel('Prize fund').fill('750000');
  await form.getByLabel('Description', { exact: true }).fill('<p>Autumn <strong>qualifiers</strong></p>');
  // The live preview follows the form.
  await expect(page.getByTestId('organizer-preview').getByTestId('tournament-card')).toContainText(name);
  await expect(page.getByTestId('organizer-preview')).toContainText('750 000 ₸');
  await form.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(/\/en\/organizer\/tournaments\/steppe-cup-[a-z0-9-]+#stages$/);
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Stages and groups are a list; each is added and edited in a sheet.
  const stages = page.getByTestId('organizer-stages');
  const sheet = page.getByTestId('structure-sheet');
  const addStage = async (stage: string, previous?: string) => {
    await stages.getByRole('button', { name: '+ Stage' }).click();
    const newStage = sheet.getByRole('form', { name: 'New stage' });
    await newStage.getByLabel('Stage name').fill(stage);
    if (previous) await newStage.getByLabel('Previous stage').selectOption({ label: previous });
    await newStage.getByRole('button', { name: 'Add the stage' }).click();
    await expect(sheet).toBeHidden();
    await expect(stages.getByRole('heading', { name: stage })).toBeVisible();
  };
  await addStage('Qualifiers');
  await addStage('Final', 'Qualifiers');

  const addGroup = async (stage: string, group: string, hoursFromNow: number) => {
    await stages.getByRole('button', { name: `+ Group — ${stage}` }).click();
    const groupForm = sheet.getByRole('form', { name: `New group of ${stage}` });
    await groupForm.getByLabel('Group name').fill(group);
    await groupForm.getByLabel(/Game time/).fill(almatyInput(hoursFromNow, now));
    await groupForm.getByRole('button', { name: 'Add the group' }).click();
    await expect(sheet).toBeHidden();
    await expect(stages.getByTestId('organizer-group').filter({ hasText: group })).toBeVisible();
  };
  await addGroup('Qualifiers', 'Group A', 121);
  await addGroup('Qualifiers', 'Group B', 123);
  await addGroup('Final', 'Final Group', 140);
  await expect(stages.getByTestId('organizer-group')).toHaveCount(3);

  // Publishing is asked first, then said.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByTestId('publish-modal').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Tournament published')).toBeVisible();

  await page.goto('/en/esports-mobile-tournaments');
  const card = page.getByTestId('tournament-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Registration');
  await expect(card).toContainText('24');

  await page.goto(`/en/organizer/tournaments/${slug}#stages`);
  await page.getByRole('button', { name: 'Edit group Group A' }).click();
  const groupA = page.getByTestId('structure-sheet').getByRole('form', { name: 'Group Group A' });
  const moved = almatyInput(126, now);
  await groupA.getByLabel(/Game time/).fill(moved);
  await groupA.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('organizer-group').filter({ hasText: shownAs(moved) })).toBeVisible();

  await page.goto(`/en/esports-mobile-tournaments/${slug}`);
  await expect(page.getByTestId('detail-header')).toContainText('Timur Events');
  await expect(page.getByTestId('stages-drawer').getByTestId('group-row').filter({ hasText: 'Group A' })).toContainText(shownAs(moved));
  expect(consoleErrors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
});

test('the console is closed to guests and players, in Russian too', async ({ page }) => {
  await page.goto('/organizer');
  await expect(page.getByRole('heading', { name: 'Мои турниры' })).toBeVisible();
  await expect(page.getByTestId('auth-prompt')).toContainText('Войдите, чтобы управлять турнирами');
});
