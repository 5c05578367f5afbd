import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { DEMO_CAPTAIN, DEMO_ORGANIZER, pendingCaptainEntry, signInByApi } from '../fixtures/entries';
import { signedInPage } from '../fixtures/organizer';
import { freshTeamName, registerPlayer, signedInContext } from '../fixtures/teams';

/**
 * Live notifications, in ru and en: a captain has the portal open in two tabs; two players join
 * the captain's team by its invite link; the bell counts up in both tabs without a reload (the shared socket
 * worker brings the notification, the shell refetches the count); /Notifications lists them in the reader's
 * language with a link to the team, and read all clears the bell everywhere.
 */
const TEXT = {
  ru: { joined: (name: string, team: string) => `${name} вступил в вашу команду ${team}.`, readAll: 'Прочитать все', unread: 'Непрочитанных: 0', open: 'Открыть' },
  en: { joined: (name: string, team: string) => `${name} joined your team ${team}.`, readAll: 'Mark all as read', unread: 'Unread: 0', open: 'Open' },
} as const;

for (const locale of ['ru', 'en'] as const) {
  test(`${locale}: the bell counts new notifications live in two tabs, and read all clears it`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const at = (path: string) => localizePath(locale, path);
    const captain = await registerPlayer(request, 'Bellcap');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const teamName = freshTeamName();
    const created = await request.post('/api/team', { data: { name: teamName, game_id: 1 }, headers: auth(captain.token) });
    expect(created.status(), await created.text()).toBe(201);
    const teamId = ((await created.json()) as { data: { team: { id: number } } }).data.team.id;
    const team = (await (await request.get(`/api/team/${teamId}`, { headers: auth(captain.token) })).json()) as { data: { hash: string } };

    const context = await signedInContext(browser, captain);
    const [first, second] = [await context.newPage(), await context.newPage()];
    const consoleErrors = [watchConsoleErrors(first), watchConsoleErrors(second)];
    await first.goto(at('/esports-mobile-tournaments'));
    await second.goto(at('/News'));
    for (const page of [first, second]) {
      await expect(page.getByTestId('notification-bell')).toBeVisible();
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
    }

    // Two players join by the invite link: each join notifies the owner, live.
    const joiners = [await registerPlayer(request, 'Joiner'), await registerPlayer(request, 'Joiner')];
    for (const [index, joiner] of joiners.entries()) {
      const joined = await request.post(`/api/team/participate/${teamId}`, { data: { hash: team.data.hash }, headers: auth(joiner.token) });
      expect(joined.status(), await joined.text()).toBe(200);
      for (const page of [first, second]) await expect(page.getByTestId('notification-count')).toHaveText(String(index + 1));
    }

    // The list in the reader's language, each leading to the team; read all clears the bell in both tabs.
    await first.getByTestId('notification-bell').click();
    await expect(first).toHaveURL(new RegExp(`${at('/Notifications')}$`));
    const items = first.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(text.joined(joiners[1]?.username ?? '', teamName));
    await expect(items.first().getByRole('link', { name: text.open })).toHaveAttribute('href', at(`/my-teams/${teamId}`));
    await first.getByRole('button', { name: text.readAll }).click();
    await expect(first.getByTestId('notifications-unread')).toHaveText(text.unread);
    for (const page of [first, second]) await expect(page.getByTestId('notification-count')).toHaveCount(0, { timeout: 15_000 });
    for (const watch of consoleErrors) expect(watch.take()).toEqual([]);
    await context.close();
  });
}

/**
 * The bell on an accepted entry: the demo captain has the portal open in two tabs; the organiser
 * accepts the captain's pending application in the console (another browser); the bell counts up in both
 * tabs without a reload, /Notifications says so in the reader's language, and read all clears both bells.
 * (Other journeys may tell the demo captain things at the same time: the count is read as "at least one".
 * Both languages use the one demo captain, whose read all would clear the other's bell: they run in turn.)
 */
const ACCEPTED = {
  ru: { accepted: (team: string, cup: string) => `Заявка команды ${team} на турнир ${cup} принята.`, accept: 'Принять', readAll: 'Прочитать все' },
  en: { accepted: (team: string, cup: string) => `The application of ${team} to ${cup} was accepted.`, accept: 'Accept', readAll: 'Mark all as read' },
} as const;

test.describe.serial("the demo captain's bell on an accepted entry", () => {
  for (const locale of ['ru', 'en'] as const) {
    test(`${locale}: the organiser accepts the captain's entry and the captain's bell counts up in two tabs, read all clears it`, async ({ browser, request }) => {
      test.setTimeout(150_000);
      const text = ACCEPTED[locale];
      const at = (path: string) => localizePath(locale, path);
      const captain = await signInByApi(request, DEMO_CAPTAIN);
      const organizer = await signInByApi(request, DEMO_ORGANIZER);
      const entry = await pendingCaptainEntry(request, organizer, captain, `Bell Cup ${locale} ${Date.now().toString(36)}`);
      const readAll = await request.post('/api/user/notification/read-all', { headers: { authorization: `Bearer ${captain.token}` } });
      expect(readAll.status(), await readAll.text()).toBe(200);

      const context = await signedInContext(browser, captain);
      const [first, second] = [await context.newPage(), await context.newPage()];
      const consoleErrors = [watchConsoleErrors(first), watchConsoleErrors(second)];
      await first.goto(at('/esports-mobile-tournaments'));
      await second.goto(at('/News'));
      for (const page of [first, second]) await expect(page.getByTestId('notification-bell')).toBeVisible();

      const review = await signedInPage(browser, DEMO_ORGANIZER);
      await review.goto(at(`/organizer/tournaments/${entry.slug}#entries`));
      await review.getByTestId('review-entry').filter({ hasText: entry.team }).getByRole('button', { name: text.accept, exact: true }).click();
      // Accepting is asked first.
      await review.getByTestId('accept-entry-modal').getByRole('button', { name: text.accept, exact: true }).click();
      await expect(review.getByTestId('entries-review')).toContainText(/1/);
      await review.context().close();

      for (const page of [first, second]) await expect(page.getByTestId('notification-count')).toHaveText(/^[1-9][0-9]*\+?$/, { timeout: 15_000 });
      await first.getByTestId('notification-bell').click();
      await expect(first).toHaveURL(new RegExp(`${at('/Notifications')}$`));
      await expect(first.getByTestId('notification').filter({ hasText: text.accepted(entry.team, entry.name) })).toHaveCount(1);
      await first.getByRole('button', { name: text.readAll }).click();
      for (const page of [first, second]) await expect(page.getByTestId('notification-count')).toHaveCount(0, { timeout: 15_000 });
      for (const watch of consoleErrors) expect(watch.take()).toEqual([]);
      await context.close();
    });
  }
});
