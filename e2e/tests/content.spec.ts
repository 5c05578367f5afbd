import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { ADMIN, signedInPage } from '../fixtures/organizer';
import { registerPlayer, signedInContext } from '../fixtures/teams';

/**
 * End to end on the built portal, in ru and en: the content pages with the demo world's data.
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
    // The server's HTML is a guest's: the player's own page (their account menu) is drawn by the browser.
    await expect(page.getByTestId('account-button')).toBeVisible();
    await expect(page.getByTestId('news-card')).toHaveCount(10);
    // A post without a translation shows in Russian.
    await expect(page.getByRole('link', { name: text.russianOnly })).toBeVisible();
    await page.getByTestId('news-pagination').getByRole('button', { name: /2/ }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(3);
    await page.getByTestId('news-pagination').getByRole('button', { name: /1/ }).click();

    await page.getByRole('link', { name: text.post }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/News/nomad-league-season-3-registration')}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.post })).toBeVisible();
    // Reached by a link inside the portal: the tab takes the title the server writes for the post's own address.
    const postTitle = new RegExp(`^${text.post.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `);
    await expect(page).toHaveTitle(postTitle);
    await expect(page.getByTestId('news-share').getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\/share\/url\?url=/);

    // The ru and en runs like the same post side by side: each like adds one, the other's may land too.
    const likes = async () => Number(await page.getByTestId('likes-count').textContent());
    const count = await likes();
    await page.getByTestId('like-button').click();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(likes).toBeGreaterThanOrEqual(count + 1);
    const liked = await likes();
    await page.reload();
    await expect(page.getByTestId('account-button')).toBeVisible();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(likes).toBeGreaterThanOrEqual(liked);
    // Loaded at its address: one head, the server's, with the same title.
    await expect(page).toHaveTitle(postTitle);
    await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
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

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);

  test(`ratings: every board and a team's page with its chart (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(at('/rating'));
    await expect(page.getByTestId('rating-rule')).toBeVisible();
    await expect(page.getByTestId('rating-game-pubg').getByRole('listitem')).toHaveCount(3);

    for (const path of ['/rating/mlbb', '/rating/mlbb/mlbb-division-2', '/rating/pubg-mobile', '/rating/pubg-mobile/pubg-mobile-division-1', '/rating/pubg-mobile/world-team-rating']) {
      await page.goto(at(path));
      await expect(page.getByTestId('rating-board').getByTestId('rating-row').first()).toBeVisible();
    }
    await page.goto(at('/rating/pubg-mobile/personal'));
    await expect(page.getByTestId('rating-players').getByTestId('rating-row').first()).toBeVisible();

    await page.goto(at('/rating/pubg-mobile/seasonal'));
    const seasons = page.getByTestId('rating-seasons').getByTestId('rating-row');
    await expect(seasons).toHaveCount(2);
    await seasons.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/rating\/pubg-mobile\/seasonal\/\d+$/);
    await expect(page.getByTestId('rating-board').getByTestId('rating-row').first()).toBeVisible();

    // The world leader's page: its position, points and the chart of its results.
    await page.goto(at('/rating/pubg-mobile/world-team-rating'));
    const leader = page.getByTestId('rating-board').getByTestId('rating-row').first();
    // Its row: ..., points, then the OpenSkill rating.
    const points = (await leader.getByRole('cell').nth(-2).textContent()) ?? '';
    const skill = (await leader.getByRole('cell').last().textContent()) ?? '';
    await leader.getByRole('link').click();
    await expect(page).toHaveURL(/\/rating\/pubg-mobile\/world-team-rating\/[a-z0-9-]+$/);
    await expect(page.getByTestId('team-points')).toHaveText(points);
    await expect(page.getByTestId('team-skill')).toHaveText(skill);
    await expect(page.getByTestId('team-position')).toContainText('1');
    await expect(page.getByTestId('rating-chart').getByTestId('rating-chart-point').first()).toBeVisible();
    await expect(page.getByTestId('team-history').getByTestId('rating-row').first()).toBeVisible();

    // An MLBB team through its game's route.
    await page.goto(at('/rating/mlbb'));
    await page.getByTestId('rating-board').getByTestId('rating-row').first().getByRole('link').click();
    await expect(page.getByTestId('rating-chart')).toBeVisible();
  });
}

test('ratings on a phone: place, team and points of every row in view without scrolling sideways, the rest named below', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/rating/pubg-mobile', '/rating/pubg-mobile/world-team-rating', '/rating/mlbb']) {
    await page.goto(path);
    const board = page.getByTestId('rating-board');
    const row = board.getByTestId('rating-row').first();
    await expect(row).toBeVisible();
    for (const slot of ['0', '1', '2']) {
      const box = await row.locator(`td[data-primary="${slot}"]`).boundingBox();
      expect(box, `${path}: primary cell ${slot}`).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: primary cell ${slot} ends inside the screen`).toBeLessThanOrEqual(390);
    }
    // Points sit on the first line, beside the team's name.
    const name = await row.locator('td[data-primary="1"]').boundingBox();
    const points = await row.locator('td[data-primary="2"]').boundingBox();
    expect(Math.abs((points?.y ?? 0) - (name?.y ?? 0))).toBeLessThan(12);
    await expect(row.locator('td[data-primary="none"]').first()).toBeVisible();
    expect(await board.evaluate((element) => [...element.querySelectorAll('div')].every((d) => d.scrollWidth <= d.clientWidth + 1))).toBe(true);
  }
});

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);

  test(`streams: watch a live stream and see the tournament it covers (${locale})`, async ({ page }) => {
    await page.goto(at('/watch'));
    // The demo world's three live and two recent streams (the go-live journey may add one of its own meanwhile).
    const live = page.getByTestId('watch-live').getByTestId('stream-live');
    await expect.poll(() => live.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('watch-recent').getByTestId('stream-recent').count()).toBeGreaterThanOrEqual(2);
    await live.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/watch\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Central Asia Masters — день 2' })).toBeVisible();
    await expect(page.getByTestId('stream-player').locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/CAMasters26?autoplay=1&mute=1');
    await expect(page.getByTestId('stream-tournament')).toHaveAttribute('href', at('/esports-mobile-tournaments/central-asia-masters'));
  });
}

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);
  const text = {
    ru: { approve: 'Одобрить', approved: 'Вы стример портала', streamTitle: 'Название трансляции', link: 'Ссылка на трансляцию', start: 'Выйти в эфир', end: 'Завершить стрим' },
    en: { approve: 'Approve', approved: 'You are a streamer of the portal', streamTitle: 'Stream title', link: 'Broadcast link', start: 'Start the stream', end: 'End stream' },
  }[locale];

  test(`streams: staff approve a streamer, who goes live and ends the stream (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const caster = await registerPlayer(request, 'Caster');
    const applied = await request.post('/api/v1/client/streamers', {
      data: { channel: `https://www.twitch.tv/${caster.username.toLowerCase()}`, telegram: `t.me/${caster.username.slice(0, 30)}`, followers_count: 800 },
      headers: { authorization: `Bearer ${caster.token}` },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    const staff = await signedInPage(browser, ADMIN);
    await staff.goto(at('/watch'));
    const application = staff.getByTestId('streamer-application').filter({ hasText: caster.username });
    await application.getByRole('button', { name: text.approve }).click();
    await staff.getByTestId('streamer-approve-modal').getByRole('button', { name: text.approve }).click();
    await expect(application).toHaveCount(0);
    await staff.context().close();

    const context = await signedInContext(browser, caster);
    const page = await context.newPage();
    await page.goto(at('/watch'));
    await expect(page.getByTestId('streamer-status')).toContainText(text.approved);
    await page.getByTestId('go-live').click();
    const form = page.getByTestId('go-live-form');
    const title = `${caster.username} live`;
    await form.getByLabel(text.streamTitle).fill(title);
    await form.getByLabel(text.link).fill(`https://www.twitch.tv/${caster.username.toLowerCase().slice(0, 25)}`);
    await form.getByRole('button', { name: text.start }).click();
    await expect(page.getByTestId('on-air')).toContainText(title);
    await expect(page.getByTestId('watch-live').getByTestId('stream-live').filter({ hasText: title })).toHaveCount(1);

    await page.getByTestId('end-stream').click();
    await page.getByTestId('end-stream-modal').getByRole('button', { name: text.end }).click();
    await expect(page.getByTestId('go-live')).toBeVisible();
    await expect(page.getByTestId('watch-recent').getByTestId('stream-recent').filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByTestId('watch-live').getByTestId('stream-live').filter({ hasText: title })).toHaveCount(0);
    await context.close();
  });
}

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);
  const text = { ru: { vote: 'Проголосовать', mine: 'ваш выбор' }, en: { vote: 'Vote', mine: 'your choice' } }[locale];

  test(`votes: vote once and see the result (${locale})`, async ({ browser, request }) => {
    const player = await registerPlayer(request, 'Voter');
    const context = await signedInContext(browser, player);
    const page = await context.newPage();
    await page.goto(at('/votes'));
    const card = page.getByTestId('vote-card').first();
    const voters = Number(((await card.getByTestId('vote-voters').textContent()) ?? '').replace(/\D/g, ''));
    await card.getByRole('radio').nth(1).check();
    await card.getByRole('button', { name: text.vote }).click();
    await expect(card.getByTestId('vote-results')).toBeVisible();
    await expect(card.getByTestId('vote-result').filter({ hasText: text.mine })).toHaveCount(1);
    // Counted at once (another journey may vote on the same poll meanwhile: at least one more).
    await expect.poll(async () => Number(((await card.getByTestId('vote-voters').textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(voters);
    await expect(card.getByRole('button', { name: text.vote })).toHaveCount(0);
    // The server keeps the one ballot: a second one is refused.
    const [vote] = ((await (await request.get('/api/v1/client/votes', { headers: { authorization: `Bearer ${player.token}` } })).json()) as { data: { id: number; options: { id: number }[] }[] }).data;
    const again = await request.post(`/api/v1/client/votes/${vote?.id}/ballot`, { data: { option_ids: [vote?.options[0]?.id] }, headers: { authorization: `Bearer ${player.token}` } });
    expect(again.status()).toBe(409);
    await context.close();
  });
}

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);
  const text = {
    ru: { topic: 'Тема', subject: 'Кратко о вопросе', message: 'Сообщение', channel: 'Как с вами связаться', contact: 'Ваша электронная почта', send: 'Отправить обращение', open: 'Открыто' },
    en: { topic: 'Topic', subject: 'Your question in short', message: 'Message', channel: 'How to contact you', contact: 'Your e-mail', send: 'Send the request', open: 'Open' },
  }[locale];

  test(`help: send a help request and see it in my requests (${locale})`, async ({ browser, request }) => {
    const player = await registerPlayer(request, 'Asker');
    const context = await signedInContext(browser, player);
    const page = await context.newPage();
    await page.goto(at('/Help'));
    const form = page.getByTestId('help-form');
    await form.getByLabel(text.topic).selectOption('tournament');
    await form.getByLabel(text.subject).fill(`Replacement ${player.username}`);
    await form.getByLabel(text.message).fill('Can we replace a player after the entry was accepted?');
    await form.getByLabel(text.channel).selectOption('email');
    await form.getByLabel(text.contact).fill(player.email);
    await form.getByRole('button', { name: text.send }).click();
    const mine = page.getByTestId('help-request').filter({ hasText: `Replacement ${player.username}` });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText(text.open);
    await expect(form.getByLabel(text.subject)).toHaveValue('');
    await context.close();
  });
}

for (const locale of ['ru', 'en'] as const) {
  const at = (path: string) => localizePath(locale, path);

  test(`search: find a player by part of the name from the header (${locale})`, async ({ page }) => {
    await page.goto(at('/News'));
    await page.getByTestId('header-search').fill('snip');
    const results = page.getByTestId('header-search-results');
    await results.getByRole('link', { name: 'AidosSniper' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/user/aidos-sniper')}$`));
  });
}
