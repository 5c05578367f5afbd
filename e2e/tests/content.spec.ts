import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { registerPlayer, signedInContext } from '../fixtures/teams';

/**
 * Issue 13, end to end on the built portal, in ru and en: the content pages with the demo world's data.
 */
const TEXTS = {
  ru: {
    news: 'Новости',
    post: 'Открыта регистрация на Nomad League Season 3',
    russianOnly: 'Обновлённые правила честной игры',
    comment: 'Ваш комментарий',
    send: 'Отправить',
    guestComment: 'Войдите, чтобы комментировать',
  },
  en: {
    news: 'News',
    post: 'Registration is open for Nomad League Season 3',
    russianOnly: 'Обновлённые правила честной игры',
    comment: 'Your comment',
    send: 'Send',
    guestComment: 'Sign in to comment',
  },
} as const;

for (const locale of ['ru', 'en'] as const) {
  const text = TEXTS[locale];
  const at = (path: string) => localizePath(locale, path);

  test(`news: open a post, like it and comment (${locale})`, async ({ browser, request }) => {
    const player = await registerPlayer(request, 'Reader');
    const context = await signedInContext(browser, player);
    const page = await context.newPage();

    await page.goto(at('/News'));
    await expect(page.getByRole('heading', { level: 1, name: text.news })).toBeVisible();
    await expect(page.getByTestId('news-card')).toHaveCount(10);
    // A post without a translation shows in Russian.
    await expect(page.getByRole('link', { name: text.russianOnly })).toBeVisible();
    await page.getByTestId('news-pagination').getByRole('button', { name: /2/ }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(3);
    await page.getByTestId('news-pagination').getByRole('button', { name: /1/ }).click();

    await page.getByRole('link', { name: text.post }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/News/nomad-league-season-3-registration')}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.post })).toBeVisible();
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', text.post);
    await expect(page.getByTestId('news-share').getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\/share\/url\?url=/);

    const count = Number(await page.getByTestId('likes-count').textContent());
    await page.getByTestId('like-button').click();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('likes-count')).toHaveText(String(count + 1));
    await page.reload();
    await expect(page.getByTestId('likes-count')).toHaveText(String(count + 1));
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

    const message = `GG from ${player.username}`;
    await page.getByLabel(text.comment).fill(message);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByTestId('news-comment').filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel(text.comment)).toHaveValue('');
    await context.close();
  });

  test(`news: a guest reads a post and is asked to sign in to comment (${locale})`, async ({ page }) => {
    await page.goto(at('/News/nomad-league-season-3-registration'));
    await expect(page.getByRole('heading', { level: 1, name: text.post })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.guestComment })).toBeVisible();
    await expect(page.getByTestId('news-comment').first()).toBeVisible();
  });
}
