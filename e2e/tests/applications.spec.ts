import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { signedInPage } from '../fixtures/organizer';

/**
 * Tournament applications end to end, in Russian and English: the demo captain applies with
 * Almaty Wolves to an open cup of the demo organiser (team, group, teammates, success), a player without a
 * game profile cannot be chosen and sees why; a chosen player confirms on /entries; the organiser accepts
 * in the console; the team shows as accepted on the tournament page; the captain confirms the game time and
 * edits the players (one replacement allowed in Almaty, none in Astana: max_replace_members_front). An
 * MLBB manager applies through the stage selector and withdraws. Each language has its own cup
 * (api/src/db/seed/seed-applications.ts), so both run side by side on one demo world.
 */
const CAPTAIN = { email: 'captain@esports.example', password: 'DemoCaptain!2026' } as const;
const PLAYER = { email: 'player@esports.example', password: 'DemoPlayer!2026' } as const;
const ORGANIZER = { email: 'organizer@esports.example', password: 'DemoOrganizer!2026' } as const;

const JOURNEYS = [
  {
    lang: 'ru',
    prefix: '',
    slug: 'almaty-open-cup',
    cup: 'Almaty Open Cup',
    t: {
      apply: 'Подать заявку',
      next: 'Далее',
      done: 'Готово',
      noProfile: 'У игрока нет игрового профиля для этой игры.',
      success: 'Заявка отправлена.',
      pending: 'На рассмотрении',
      accepted: 'Принята',
      confirm: 'Подтвердить участие',
      confirmed: 'Подтвердил',
      accept: 'Принять',
      slots: 'Занято мест: 1 из 16',
      gameTime: 'Подтвердить время игры',
      confirmAction: 'Подтвердить',
      change: 'Изменить',
    },
    // Almaty Open Cup lets an accepted team replace one player: JavlonPro comes in for Nurlan99.
    replacement: 'allowed',
  },
  {
    lang: 'en',
    prefix: '/en',
    slug: 'astana-open-cup',
    cup: 'Astana Open Cup',
    t: {
      apply: 'Apply',
      next: 'Next',
      done: 'Done',
      noProfile: 'The player has no game profile for this game.',
      success: 'Application sent.',
      pending: 'Pending',
      accepted: 'Accepted',
      confirm: 'Confirm participation',
      confirmed: 'Confirmed',
      accept: 'Accept',
      slots: 'Slots filled: 1 of 16',
      gameTime: 'Confirm the game time',
      confirmAction: 'Confirm',
      change: 'Change',
    },
    // Astana Open Cup allows no replacement: the same swap is refused with max_replace_members_front.
    replacement: 'refused',
  },
] as const;

for (const journey of JOURNEYS) {
  test(`${journey.lang}: a captain applies, a player confirms, the organiser accepts, the team shows as accepted`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { t } = journey;
    const tournamentPath = `${journey.prefix}/esports-mobile-tournaments/${journey.slug}`;

    const captain = await signedInPage(browser, CAPTAIN);
    const consoleErrors = watchConsoleErrors(captain);
    await captain.goto(tournamentPath);
    const section = captain.getByTestId('application-section');
    await expect(section.getByTestId('my-team-status')).toContainText('Almaty Wolves');
    await section.getByRole('button', { name: t.apply, exact: true }).click();

    const modal = captain.getByTestId('apply-modal');
    await modal.getByRole('radio', { name: /Almaty Wolves/ }).check();
    await modal.getByRole('button', { name: t.next }).click();
    await modal.getByRole('radio').first().check();
    await modal.getByRole('button', { name: t.next }).click();

    // Polina777 has no PUBG game profile: not selectable, and the card says why.
    const polina = modal.getByTestId('player-option').filter({ hasText: 'Polina777' });
    await expect(polina.getByRole('checkbox')).toBeDisabled();
    await expect(polina).toContainText(t.noProfile);
    for (const name of ['NurlanCaptain', 'NodirPro', 'AidosSniper', 'Nurlan99']) {
      // By keyboard: focus the checkbox and press space.
      await modal.getByTestId('player-option').filter({ hasText: name }).getByRole('checkbox').focus();
      await captain.keyboard.press('Space');
    }
    // Next on the teammates step sends the application; the last step finishes.
    await modal.getByRole('button', { name: t.next }).click();
    await expect(modal.getByTestId('apply-success')).toContainText(t.success);
    await modal.getByRole('button', { name: t.done }).click();
    await expect(modal).toBeHidden();
    await expect(section.getByTestId('my-team-status').filter({ hasText: 'Almaty Wolves' }).getByTestId('team-status-badge')).toHaveText(t.pending);

    const player = await signedInPage(browser, PLAYER);
    await player.goto(`${journey.prefix}/entries`);
    const entry = player.getByTestId('entry-card').filter({ hasText: journey.cup });
    await entry.getByRole('button', { name: t.confirm }).click();
    await player.getByTestId('entry-decision-modal').getByRole('button', { name: t.confirm }).click();
    await expect(player.getByTestId('entry-decision-modal')).toBeHidden();
    await expect(entry.getByRole('listitem').filter({ hasText: 'AidosSniper' })).toContainText(t.confirmed);
    await player.context().close();

    const organizer = await signedInPage(browser, ORGANIZER);
    await organizer.goto(`${journey.prefix}/organizer/tournaments/${journey.slug}#entries`);
    const review = organizer.getByTestId('review-entry').filter({ hasText: 'Almaty Wolves' });
    await expect(review).toContainText('AidosSniper');
    await review.getByRole('button', { name: t.accept, exact: true }).click();
    await organizer.getByTestId('accept-entry-modal').getByRole('button', { name: t.accept, exact: true }).click();
    await expect(organizer.getByTestId('entries-review')).toContainText(t.slots);
    await organizer.context().close();

    await captain.reload();
    await expect(captain.getByTestId('application-section').getByTestId('my-team-status').filter({ hasText: 'Almaty Wolves' }).getByTestId('team-status-badge')).toHaveText(t.accepted);

    // The captain confirms the group's game time on /applications, then edits the players.
    await captain.goto(`${journey.prefix}/applications`);
    const card = captain.getByTestId('entry-card').filter({ hasText: journey.cup });
    await card.getByRole('button', { name: t.gameTime }).click();
    await captain.getByTestId('game-time-modal').getByRole('button', { name: t.confirmAction, exact: true }).click();
    await expect(card.getByRole('button', { name: t.gameTime })).toBeHidden();
    await card.getByRole('button', { name: t.change, exact: true }).click();
    const change = captain.getByTestId('change-modal');
    const box = (name: string) => change.getByTestId('player-option').filter({ hasText: name }).getByRole('checkbox');
    await expect(box('Nurlan99')).toBeChecked();
    await box('Nurlan99').uncheck();
    await box('JavlonPro').check();
    await change.getByRole('button', { name: t.next }).click();
    if (journey.replacement === 'allowed') {
      await change.getByRole('radio').first().check();
      await change.getByRole('button', { name: t.next }).click();
      await expect(change.getByTestId('change-preview')).toContainText('JavlonPro');
      await change.getByRole('button', { name: t.confirmAction, exact: true }).click();
      await expect(change).toBeHidden();
      await expect(card.getByRole('listitem').filter({ hasText: 'JavlonPro' })).toBeVisible();
    } else {
      await expect(change.getByRole('alert')).toHaveText('You can replace at most 0 players.');
      await captain.keyboard.press('Escape');
      await expect(change).toBeHidden();
    }
    expect(consoleErrors.take()).toEqual([]);
    await captain.context().close();
  });
}

test('en: an MLBB manager applies through the stage selector and withdraws', async ({ browser }) => {
  test.setTimeout(120_000);
  const manager = await signedInPage(browser, { email: 'manager@esports.example', password: 'DemoManager!2026' });
  await manager.goto('/en/esports-mobile-tournaments/mlbb-open-qualifier');
  const section = manager.getByTestId('application-section');
  await section.getByRole('button', { name: 'Apply', exact: true }).click();
  const modal = manager.getByTestId('apply-modal');
  await modal.getByRole('radio', { name: /Aral Dragons/ }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  const stage = modal.getByTestId('stage-choice').filter({ hasText: 'Групповой этап' });
  await expect(stage).toContainText('(Asia/Tashkent)');
  await stage.getByRole('radio').check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal).toContainText('Replacements after approval: at most 2. An application holds at most 7 players.');
  const eligible = modal.getByTestId('player-option').filter({ has: manager.locator('input:not([disabled])') });
  for (let i = 0; i < 5; i++) await eligible.nth(i).getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByTestId('apply-success')).toContainText('Application to the stage sent.');
  // The links to the portal's channels on the dark success step are readable (no browser blue).
  const axe = await new AxeBuilder({ page: manager }).include('[data-testid="apply-modal"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await expect(modal.getByTestId('apply-success').getByRole('link')).not.toHaveCount(0);
  await modal.getByRole('button', { name: 'Done' }).click();

  const row = section.getByTestId('my-team-status').filter({ hasText: 'Aral Dragons' });
  await expect(row.getByTestId('team-status-badge')).toHaveText('Pending');
  await row.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = manager.getByTestId('withdraw-modal');
  await expect(withdraw).toContainText('Withdraw the application of Aral Dragons?');
  await withdraw.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(withdraw).toBeHidden();
  await expect(row.getByTestId('team-status-badge')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await manager.context().close();
});
