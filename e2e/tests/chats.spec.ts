import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { freshName } from '../fixtures/auth';
import { signInByApi } from '../fixtures/entries';
import { LOGO_PNG, signedInContext } from '../fixtures/teams';

/**
 * Captains' chats, in ru and en: the demo captain and the rival captain, whose teams share a
 * group of Central Asia Masters, open the tournament page in two browsers, choose their group's chat and
 * talk live: a message with a link and a picture reaches the other side without a reload, the answer comes
 * back, and a message in another chat lights that chat's unread marker. A chat read in one tab of the
 * captain is read in their other tab at once.
 */
const TOURNAMENT = 'central-asia-masters';
const ACCOUNTS = {
  captain: { email: 'captain@esports.example', password: 'DemoCaptain!2026' },
  rival: { email: 'rival@esports.example', password: 'DemoRival!2026' },
  admin: { email: 'admin@esports.example', password: 'DemoAdmin!2026' },
} as const;
const TEXT = {
  ru: { title: 'Чаты капитанов', send: 'Отправить', group: (name: string, stage: string) => `${name}, этап ${stage}`, unread: /Непрочитанных: \d+/, stage: (name: string) => `Этап: ${name}` },
  en: { title: "Captains' chats", send: 'Send', group: (name: string, stage: string) => `${name}, stage ${stage}`, unread: /Unread: \d+/, stage: (name: string) => `Stage: ${name}` },
} as const;

interface ChatDto {
  id: number;
  kind: 'stage' | 'group';
  name: string;
  stage_name: string;
  stage_id: number;
}

for (const locale of ['ru', 'en'] as const) {
  test(`${locale}: two captains of one group chat live, with a picture`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const captain = await signInByApi(request, ACCOUNTS.captain);
    const rival = await signInByApi(request, ACCOUNTS.rival);
    const listed = await request.get(`/api/v1/client/tournament/${TOURNAMENT}/chats`, { headers: { authorization: `Bearer ${rival.token}` } });
    expect(listed.status(), await listed.text()).toBe(200);
    const chats = ((await listed.json()) as { data: ChatDto[] }).data;
    const group = chats.find((chat) => chat.kind === 'group');
    const stage = chats.find((chat) => chat.kind === 'stage' && chat.stage_id === group?.stage_id);
    if (!group || !stage) throw new Error('the rival captain has no group and stage chat');

    const contexts = [await signedInContext(browser, captain), await signedInContext(browser, rival)];
    const [mine, theirs] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!mine || !theirs) throw new Error('no pages');
    const consoleErrors = [watchConsoleErrors(mine), watchConsoleErrors(theirs)];
    for (const page of [mine, theirs]) {
      await page.goto(localizePath(locale, `/esports-mobile-tournaments/${TOURNAMENT}`));
      const section = page.getByTestId('tournament-chats');
      // The section loads on its own after the page's data, below the first screen: with both locales' four pages
      // open on a 2-core machine it once took just over the default 10 s to appear.
      await expect(section.getByRole('heading', { name: text.title })).toBeVisible({ timeout: 20_000 });
      await section.getByRole('button', { name: text.group(group.name, group.stage_name) }).click();
    }

    // A message with a link and a picture, live on the other side.
    const hello = `${freshName('hello')} https://lobby.example/room`;
    const mineChat = mine.getByTestId('tournament-chats');
    await mineChat.getByRole('textbox').fill(hello);
    await mineChat.locator('input[type="file"]').setInputFiles(LOGO_PNG);
    await mineChat.getByRole('button', { name: text.send }).click();
    await expect(mineChat.getByRole('textbox')).toHaveValue('');
    const received = theirs.getByTestId('chat-message').filter({ hasText: hello.split(' ')[0] ?? '' });
    await expect(received).toHaveCount(1);
    await expect(received.getByRole('link', { name: 'https://lobby.example/room' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(received.locator('img')).toHaveCount(1);
    await expect.poll(async () => received.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The answer comes back, and markup stays text.
    const answer = `${freshName('answer')} <b>ok</b>`;
    const theirsChat = theirs.getByTestId('tournament-chats');
    await theirsChat.getByRole('textbox').fill(answer);
    await theirsChat.getByRole('button', { name: text.send }).click();
    await expect(mine.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
    await expect(mine.getByTestId('chat-message').locator('b')).toHaveCount(0);

    // A message in the stage chat marks that chat unread for the rival, who reads the group chat.
    const posted = await request.post(`/api/v1/client/chats/${stage.id}/messages`, { data: { text: freshName('stage') }, headers: { authorization: `Bearer ${captain.token}` } });
    expect(posted.status(), await posted.text()).toBe(201);
    await expect(theirsChat.getByRole('button', { name: text.stage(stage.name) }).getByLabel(text.unread)).toBeVisible();

    for (const watch of consoleErrors) expect(watch.take()).toEqual([]);
    await Promise.all(contexts.map((context) => context.close()));
  });
}

test("a chat the captain reads in one tab is read in their other tab at once, without a reload", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const text = TEXT.en;
  const captain = await signInByApi(request, ACCOUNTS.captain);
  const admin = await signInByApi(request, ACCOUNTS.admin);
  const listed = await request.get(`/api/v1/client/tournament/${TOURNAMENT}/chats`, { headers: { authorization: `Bearer ${captain.token}` } });
  expect(listed.status(), await listed.text()).toBe(200);
  const chats = ((await listed.json()) as { data: ChatDto[] }).data;
  // A chat the page does not open by itself (it opens the first), and one no other journey writes in: the
  // semi-final's stage chat, where the tournament's staff write to the captains.
  const chat = chats.slice(1).find((c) => c.kind === 'stage' && c.stage_name === 'Полуфинал');
  if (!chat) throw new Error("the captain has no semi-final stage chat");
  const posted = await request.post(`/api/v1/client/chats/${chat.id}/messages`, { data: { text: freshName('to the captains ') }, headers: { authorization: `Bearer ${admin.token}` } });
  expect(posted.status(), await posted.text()).toBe(201);

  // Two tabs of one browser: they share its socket worker.
  const context = await signedInContext(browser, captain);
  const [reading, other] = [await context.newPage(), await context.newPage()];
  const consoleErrors = [watchConsoleErrors(reading), watchConsoleErrors(other)];
  const button = (page: typeof reading) => page.getByTestId('tournament-chats').getByRole('button', { name: text.stage(chat.name) });
  for (const page of [other, reading]) {
    await page.goto(localizePath('en', `/esports-mobile-tournaments/${TOURNAMENT}`));
    await expect(button(page).getByLabel(text.unread)).toBeVisible({ timeout: 20_000 });
  }
  await other.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await button(reading).click();
  await expect(button(reading)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(other).getByLabel(text.unread)).toHaveCount(0);
  expect(await other.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  for (const watch of consoleErrors) expect(watch.take()).toEqual([]);
  await context.close();
});
