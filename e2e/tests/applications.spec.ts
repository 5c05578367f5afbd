import { expect, test } from '../fixtures/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { signedInPage } from '../fixtures/organizer';

/**
 * Tournament applications end to end (issue 9), in Russian and English: the demo captain applies with
 * Almaty Wolves to an open cup of the demo organiser (team, group, teammates, success), a player without a
 * game profile cannot be chosen and sees why; a chosen player confirms on /entries; the organiser accepts
 * in the console; the team shows as accepted on the tournament page. Each language has its own cup
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
      send: 'Отправить заявку',
      done: 'Готово',
      noProfile: 'У игрока нет игрового профиля для этой игры.',
      success: 'Заявка отправлена.',
      pending: 'На рассмотрении',
      accepted: 'Принята',
      confirm: 'Подтвердить участие',
      confirmed: 'Подтвердил',
      accept: 'Принять',
      slots: 'Занято мест: 1 из 16',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    slug: 'astana-open-cup',
    cup: 'Astana Open Cup',
    t: {
      apply: 'Apply',
      next: 'Next',
      send: 'Send the application',
      done: 'Done',
      noProfile: 'The player has no game profile for this game.',
      success: 'Application sent.',
      pending: 'Pending',
      accepted: 'Accepted',
      confirm: 'Confirm participation',
      confirmed: 'Confirmed',
      accept: 'Accept',
      slots: 'Slots filled: 1 of 16',
    },
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
    await modal.getByRole('button', { name: t.send }).click();
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
    await expect(organizer.getByTestId('entries-review')).toContainText(t.slots);
    await organizer.context().close();

    await captain.reload();
    await expect(captain.getByTestId('application-section').getByTestId('my-team-status').filter({ hasText: 'Almaty Wolves' }).getByTestId('team-status-badge')).toHaveText(t.accepted);
    expect(consoleErrors.take()).toEqual([]);
    await captain.context().close();
  });
}
