import { expect, test } from '../fixtures/test';
import { DEMO_PLAYER, freshName } from '../fixtures/auth';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { ADMIN, signedInPage } from '../fixtures/organizer';

/**
 * In Russian and English: the organiser (staff) enters a series score in an MLBB
 * bracket and the winner moves on on the tournament page; a player posts a comment and answers it.
 * The demo world's MLBB Bosphorus Series has a double elimination bracket in progress on its "Плей-офф"
 * stage (the upper bracket's first series played) and no bracket yet on its "Финал" stage.
 */
const SLUG = 'mlbb-bosphorus-series';
const TEXT = {
  ru: { prefix: '', reply: 'Ответить', send: 'Отправить', comment: 'Ваш комментарий', answer: 'Ваш ответ', save: 'Сохранить счёт', create: 'Создать сетку', type: 'Тип сетки', bestOf: 'Длина серии', champion: 'Победитель' },
  en: { prefix: '/en', reply: 'Reply', send: 'Send', comment: 'Your comment', answer: 'Your reply', save: 'Save score', create: 'Create bracket', type: 'Bracket type', bestOf: 'Series length', champion: 'Winner' },
} as const;

test('ru: the organiser enters the upper final of a bracket in progress, and its winner reaches the grand final', async ({ browser }) => {
  test.setTimeout(120_000);
  const t = TEXT.ru;
  const page = await signedInPage(browser, ADMIN);
  const consoleErrors = watchConsoleErrors(page);
  await page.goto(`${t.prefix}/organizer/tournaments/${SLUG}#brackets`);
  const stage = page.getByTestId('organizer-bracket-stage').filter({ has: page.getByRole('heading', { name: /Плей-офф/ }) });
  const firstReady = stage.locator('[data-testid="bracket-match"][data-status="ready"]').first();
  await expect(firstReady).toBeVisible();
  const ready = stage.locator(`[data-testid="bracket-match"][data-match="${await firstReady.getAttribute('data-match')}"]`);
  const winner = ((await ready.getByTestId('bracket-slot').first().locator('span').nth(1).textContent()) ?? '').trim();
  expect(winner).not.toBe('');
  const form = ready.getByTestId('bracket-score-form');
  await form.locator('input').nth(0).fill('2');
  await form.locator('input').nth(1).fill('0');
  await form.getByRole('button', { name: t.save }).click();
  await expect(ready).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('bracket-audit')).toContainText('2:0');

  await page.goto(`${t.prefix}/esports-mobile-tournaments/${SLUG}`);
  const bracket = page.getByTestId('tournament-brackets').getByTestId('bracket').filter({ has: page.getByRole('region', { name: 'Гранд-финал' }) });
  await expect(bracket.getByRole('region', { name: 'Гранд-финал' }).getByTestId('bracket-slot').filter({ hasText: winner })).toBeVisible();
  // On a 375 px phone the bracket scrolls sideways inside its own row: the page itself does not.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(bracket.getByTestId('bracket-match').first()).toBeVisible();
  // The header and the layout follow the new width on their next render: the page settles within 375 px.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleErrors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
  await page.context().close();
});

test('on a 390 px phone the console score fields are a finger high', async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/organizer/tournaments/${SLUG}#brackets`);
  const inputs = page.getByTestId('bracket-score-form').first().locator('input');
  await expect(inputs.first()).toBeVisible();
  const heights = await inputs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));
  expect(heights).toHaveLength(2);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  await page.context().close();
});

test('en: the organiser creates a best-of-one bracket and the score of its final crowns the winner', async ({ browser }) => {
  test.setTimeout(120_000);
  const t = TEXT.en;
  const page = await signedInPage(browser, ADMIN);
  await page.goto(`${t.prefix}/organizer/tournaments/${SLUG}#brackets`);
  const stage = page.getByTestId('organizer-bracket-stage').filter({ has: page.getByRole('heading', { name: /Финал/ }) });
  const create = stage.getByTestId('bracket-create-form');
  await create.getByLabel(t.type).selectOption('single_elimination');
  await create.getByLabel(t.bestOf).selectOption('1');
  await create.getByRole('button', { name: t.create }).click();
  const firstReady = stage.locator('[data-testid="bracket-match"][data-status="ready"]').first();
  await expect(firstReady).toBeVisible();
  const ready = stage.locator(`[data-testid="bracket-match"][data-match="${await firstReady.getAttribute('data-match')}"]`);
  const winner = ((await ready.getByTestId('bracket-slot').nth(1).locator('span').nth(1).textContent()) ?? '').trim();
  const form = ready.getByTestId('bracket-score-form');
  await form.locator('input').nth(0).fill('0');
  await form.locator('input').nth(1).fill('1');
  await form.getByRole('button', { name: t.save }).click();
  await expect(stage.getByTestId('bracket-champion')).toContainText(winner);

  await page.goto(`${t.prefix}/esports-mobile-tournaments/${SLUG}`);
  await expect(page.getByTestId('tournament-brackets').getByTestId('bracket-champion').filter({ hasText: winner })).toBeVisible();
  await page.context().close();
});

for (const locale of ['ru', 'en'] as const) {
  test(`${locale}: a player posts a comment on the tournament and a reply to it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const page = await signedInPage(browser, DEMO_PLAYER);
    const consoleErrors = watchConsoleErrors(page);
    await page.goto(`${t.prefix}/esports-mobile-tournaments/${SLUG}`);
    const section = page.getByTestId('tournament-comments');
    const message = freshName('Когда начало? ');
    await section.getByLabel(t.comment).fill(message);
    await section.getByRole('button', { name: t.send }).click();
    const thread = section.locator('li').filter({ has: page.getByTestId('tournament-comment').filter({ hasText: message }) }).first();
    await expect(thread).toBeVisible();
    // The button is named for the author answered ("Ответить AidosSniper", "Reply to AidosSniper").
    await thread.getByRole('button', { name: new RegExp(`^${t.reply}`) }).first().click();
    const answer = freshName('Answer ');
    await thread.getByLabel(t.answer).fill(answer);
    await thread.getByTestId('reply-form').getByRole('button', { name: t.reply, exact: true }).click();
    await expect(thread.getByTestId('tournament-comment').filter({ hasText: answer })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('tournament-comments').getByTestId('tournament-comment').filter({ hasText: answer })).toBeVisible();
    expect(consoleErrors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
    await page.context().close();
  });
}
