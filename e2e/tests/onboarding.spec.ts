import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { freshPhone, outboxCode, typeCode } from '../fixtures/auth';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { freshTeamName, registerPlayer, signedInContext } from '../fixtures/teams';

/**
 * The onboarding checklist (docs/spec.md sections 1 and 4) walked by a brand-new player, in ru and en:
 * from the home page, each step's action leads to the place that completes it (the phone verified through
 * the development messenger, a PUBG Mobile account, a team), the checklist moves on, the account sidebar
 * shows what is left, and logging out clears it.
 */
const TEXT = {
  ru: {
    progress: (done: number) => `Готово ${done} из 5`,
    go: 'Перейти',
    addNumber: 'Добавить номер',
    number: 'Номер телефона',
    send: 'Получить код',
    confirm: 'Подтвердить',
    verified: 'Подтверждён',
    addAccount: 'Добавить игровой аккаунт',
    search: 'Поиск игры',
    nick: 'Никнейм *',
    pubgId: 'PUBG ID *',
    save: 'Сохранить',
    added: 'Игровой аккаунт добавлен',
    create: 'Создать команду',
    createSubmit: 'Создать команду',
    teamName: 'Название команды',
    game: 'Игра',
    gather: 'Соберите команду минимум из 3 игроков',
  },
  en: {
    progress: (done: number) => `${done} of 5 done`,
    go: 'Go',
    addNumber: 'Add a number',
    number: 'Phone number',
    send: 'Get the code',
    confirm: 'Confirm',
    verified: 'Verified',
    addAccount: 'Add a game account',
    search: 'Search for a game',
    nick: 'Nickname *',
    pubgId: 'PUBG ID *',
    save: 'Save',
    added: 'Game account added',
    create: 'Create a team',
    createSubmit: 'Create the team',
    teamName: 'Team name',
    game: 'Game',
    gather: 'Gather a team of at least 3 players',
  },
} as const;

for (const locale of ['ru', 'en'] as const) {
  test(`${locale}: a new player walks the onboarding checklist from the home page`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const at = (path: string) => localizePath(locale, path);
    const player = await registerPlayer(request, 'Rookie');
    const context = await signedInContext(browser, player);
    const page = await context.newPage();
    const consoleErrors = watchConsoleErrors(page);
    const checklist = page.getByTestId('onboarding-checklist');
    const currentStep = (index: number) => checklist.getByTestId(`onboarding-step-${index}`);

    // Step 0: nothing linked yet. Its action opens the safety tab, where the phone gets verified by Telegram.
    // No step is claimed done yet, the application step included: a new account has not applied.
    await page.goto(at('/'));
    await expect(checklist.getByText(text.progress(0))).toBeVisible();
    await expect(currentStep(4)).not.toContainText('✓');
    await expect(currentStep(0)).toHaveAttribute('aria-current', 'step');
    await currentStep(0).getByRole('link', { name: text.go }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/settings-new').replace(/\//g, '\\/')}\\?tab=safety$`));
    await page.getByRole('button', { name: text.addNumber }).click();
    const phone = freshPhone();
    await page.getByRole('radio', { name: 'Telegram' }).check();
    await page.getByLabel(text.number).fill(phone.national);
    await page.getByRole('button', { name: text.send }).click();
    await typeCode(page, await outboxCode(request, phone.e164));
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByTestId('phone-card').getByText(text.verified, { exact: true })).toBeVisible();

    // Step 1: a game profile, through the game information tab the step opens.
    await page.goto(at('/'));
    await expect(currentStep(1)).toHaveAttribute('aria-current', 'step');
    await expect(checklist.getByText(text.progress(1))).toBeVisible();
    await currentStep(1).getByRole('link', { name: text.go }).click();
    await expect(page).toHaveURL(/\?tab=game-information$/);
    await page.getByRole('button', { name: text.addAccount }).click();
    const modal = page.getByTestId('game-account-modal');
    await modal.getByLabel(text.search, { exact: true }).fill('pubg');
    await modal.getByRole('button', { name: /PUBG MOBILE/ }).click();
    await modal.getByLabel(text.nick, { exact: true }).fill(`${player.username}pubg`);
    await modal.getByLabel(text.pubgId, { exact: true }).fill(String(Date.now()).slice(-10));
    await modal.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.added)).toBeVisible();

    // Step 2: a team, created from /my-teams where the step leads.
    await page.goto(at('/'));
    await expect(currentStep(2)).toHaveAttribute('aria-current', 'step');
    await currentStep(2).getByRole('link', { name: text.go }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/my-teams').replace(/\//g, '\\/')}$`));
    await page.getByRole('button', { name: text.create }).first().click();
    const createModal = page.getByTestId('create-team-modal');
    await createModal.getByLabel(text.teamName).fill(freshTeamName());
    await createModal.getByLabel(text.game, { exact: true }).selectOption('1');
    await createModal.getByRole('button', { name: text.createSubmit }).click();
    await expect(page).toHaveURL(/\/my-teams\/\d+$/);

    // Step 3 is as far as one player goes alone: gather three players. The account sidebar says so too.
    await page.goto(at('/'));
    await expect(currentStep(3)).toHaveAttribute('aria-current', 'step');
    await expect(checklist.getByText(text.progress(3))).toBeVisible();
    await page.getByTestId('account-button').click();
    const sidebar = page.getByTestId('account-sidebar');
    await expect(sidebar.getByTestId('onboarding-step-3')).toContainText(text.gather);
    await expect(sidebar.getByTestId('onboarding-step-0')).toHaveCount(0);

    // Logging out clears the checklist stored on the device.
    await sidebar.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login\/number$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onboarding') ?? 'null') as { currentStep: number; currentTab: string } | null);
    expect([stored?.currentStep, stored?.currentTab]).toEqual([0, 'main-information']);
    expect(consoleErrors.take()).toEqual([]);
    await context.close();
  });
}
