import { localizePath } from '@portal/shared/domain';
import { expect, test } from '../fixtures/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { CAPTAIN, GROUP, MASTERS, moveGroup, semiFinalGroup, SEMI_FINAL } from '../fixtures/matches';
import { ADMIN } from '../fixtures/organizer';
import { signInByEmail } from '../fixtures/profile';

/**
 * Matches and results, in ru and en: the admin (staff, who manages every tournament) enters two
 * PUBG matches of the captain's semi-final group in the organiser's Results tab, publishes them, and the
 * tournament page's standings show the right order; the captain opens the match from /matches and sees the
 * room id and password only from 15 minutes before the game time.
 */
const MINUTE = 60_000;
const TEXT = {
  ru: { published: 'Опубликовано', entered: 'исправлен', lobbyOpens: 'появятся' },
  en: { published: 'Published', entered: 'corrected', lobbyOpens: 'appear here' },
} as const;

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);

  test(`${locale}: an organiser enters two matches and the standings follow`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext()).newPage();
    const errors = watchConsoleErrors(page);
    await signInByEmail(page, locale, ADMIN.email, ADMIN.password);
    await page.goto(at(`/organizer/tournaments/${MASTERS}#results`));
    const panel = page.getByTestId('results-panel');
    await panel.getByTestId('results-group').selectOption({ label: `${SEMI_FINAL} · ${GROUP}` });
    const editor = panel.getByTestId('match-editor');
    const enter = async (match: number, wolves: [number, number], rival: [number, number]) => {
      await editor.getByTestId('match-number').selectOption(String(match));
      const wolvesRow = editor.getByTestId('editor-row').filter({ hasText: 'Almaty Wolves' });
      const rivalRow = editor.getByTestId('editor-row').filter({ hasNotText: 'Almaty Wolves' });
      await wolvesRow.locator('input').nth(0).fill(String(wolves[0]));
      await wolvesRow.locator('input').nth(1).fill(String(wolves[1]));
      await rivalRow.locator('input').nth(0).fill(String(rival[0]));
      await rivalRow.locator('input').nth(1).fill(String(rival[1]));
      await editor.locator('button[type="submit"]').click();
      // After a save the editor offers the next new match.
      await expect(editor.getByTestId('match-number')).toHaveValue('3');
    };
    // Match 1: the rival wins (10 vs 6 + 1 kill); match 2: the Wolves win with 3 kills (13 vs 6).
    await enter(1, [2, 1], [1, 0]);
    await enter(2, [1, 3], [2, 0]);
    await expect(panel.getByTestId('results-audit').getByTestId('audit-entry').first()).toContainText(TEXT[locale].entered);
    await panel.getByTestId('publish-results').click();
    await expect(panel.getByTestId('results-published')).toContainText(TEXT[locale].published);
    const panelRows = panel.getByTestId('standings-row');
    await expect(panelRows.first()).toContainText('Almaty Wolves');
    await expect(panelRows.first()).toContainText('20');

    await page.goto(at(`/esports-mobile-tournaments/${MASTERS}`));
    const standings = page.getByTestId('standings');
    await standings.getByRole('tab', { name: SEMI_FINAL }).click();
    const group = standings.getByTestId('standings-group').filter({ hasText: GROUP });
    const rows = group.getByTestId('standings-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Almaty Wolves');
    await expect(rows.nth(0).locator('td').last()).toHaveText('20');
    await expect(rows.nth(1).locator('td').last()).toHaveText('16');
    expect(errors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });

  test(`${locale}: a player opens the match from /matches and sees the room only in the window`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await (await browser.newContext()).newPage();
    await signInByEmail(admin, locale, ADMIN.email, ADMIN.password);
    const group = await semiFinalGroup(admin);
    const player = await (await browser.newContext()).newPage();
    const errors = watchConsoleErrors(player);
    try {
      await moveGroup(admin, group, new Date(Date.now() + 60 * MINUTE));
      await signInByEmail(player, locale, CAPTAIN.email, CAPTAIN.password);
      await player.goto(at('/matches'));
      const card = player.getByTestId('matches-upcoming').getByTestId('match-card').filter({ hasText: SEMI_FINAL });
      await card.getByRole('link').first().click();
      await expect(player).toHaveURL(new RegExp(`/match/\\d+-${MASTERS}$`));
      await expect(player.getByTestId('lobby-closed')).toContainText(TEXT[locale].lobbyOpens);
      await expect(player.getByTestId('lobby-credentials')).toHaveCount(0);

      await moveGroup(admin, group, new Date(Date.now() + 10 * MINUTE));
      await player.reload();
      const lobby = player.getByTestId('lobby-credentials');
      await expect(lobby).toContainText(group.lobby_id ?? '');
      await expect(lobby).toContainText(group.lobby_password ?? '');
      expect(errors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
    } finally {
      await moveGroup(admin, group, group.game_time);
    }
  });
}
