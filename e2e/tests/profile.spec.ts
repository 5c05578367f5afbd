import { expect, test } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { freshName } from '../fixtures/auth';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { settingsAccountFor, SETTINGS_PASSWORD, signInByEmail, smallPdf, solidPng } from '../fixtures/profile';

/**
 * The profile area end to end, in ru and in en, each on a seeded settings account of its own:
 * edit the profile and the avatar, add a PUBG Mobile game account, upload a document and open it, open
 * another player's public profile (teams, awards, K/D), and change the password.
 */
const TEXT = {
  ru: {
    username: 'Имя пользователя',
    slug: 'Адрес профиля',
    birthday: 'Дата рождения',
    country: 'Страна',
    chooseAvatar: 'Выбрать изображение',
    save: 'Сохранить',
    saved: 'Профиль сохранён',
    gameTab: 'Игровая информация',
    addAccount: 'Добавить игровой аккаунт',
    search: 'Поиск игры',
    nick: 'Никнейм *',
    pubgId: 'PUBG ID *',
    sniper: 'Снайпер',
    added: 'Игровой аккаунт добавлен',
    files: /Файлы документов/,
    privacy: /политику конфиденциальности/,
    upload: 'Загрузить',
    uploaded: 'Загружено документов: 1',
    open: 'Открыть',
    safetyTab: 'Безопасность',
    current: 'Текущий пароль',
    next: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    change: 'Сменить пароль',
    changed: /Пароль изменён/,
    teams: 'Команды',
    kd: 'K/D в PUBG Mobile',
  },
  en: {
    username: 'Username',
    slug: 'Profile address',
    birthday: 'Date of birth',
    country: 'Country',
    chooseAvatar: 'Choose a picture',
    save: 'Save',
    saved: 'Profile saved',
    gameTab: 'Game information',
    addAccount: 'Add a game account',
    search: 'Search for a game',
    nick: 'Nickname *',
    pubgId: 'PUBG ID *',
    sniper: 'Sniper',
    added: 'Game account added',
    files: /Document files/,
    privacy: /privacy policy/,
    upload: 'Upload',
    uploaded: 'Documents uploaded: 1',
    open: 'Open',
    safetyTab: 'Safety',
    current: 'Current password',
    next: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change the password',
    changed: /Password changed/,
    teams: 'Teams',
    kd: 'K/D in PUBG Mobile',
  },
} as const;

const LOCALES = ['ru', 'en'] as const;

for (const [index, locale] of LOCALES.entries()) {
  test(`${locale}: edits the profile and avatar, adds a PUBG account, uploads a document, opens another player, changes the password`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const at = (path: string) => localizePath(locale, path);
    const consoleErrors = watchConsoleErrors(page);
    const account = settingsAccountFor(test.info(), index, LOCALES.length);
    await signInByEmail(page, locale, account.email, SETTINGS_PASSWORD);

    // Main information: a new name, address, birthday and country, and an avatar.
    await page.goto(at('/settings-new'));
    const username = freshName('Settler');
    const slug = `${username.toLowerCase()}-${locale}`;
    await page.getByLabel(text.username, { exact: true }).fill(username);
    await page.getByLabel(text.slug, { exact: true }).fill(slug);
    await page.getByLabel(text.birthday, { exact: true }).fill('2002-07-15');
    await page.getByLabel(text.country, { exact: true }).selectOption({ index: 2 });
    await page.getByLabel(text.chooseAvatar).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng() });
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { username: string; slug: string; avatar: { webp: string } | null });
    expect([stored.username, stored.slug]).toEqual([username, slug]);
    expect(stored.avatar?.webp).toMatch(/^\/media\/u\/[\w-]+\.webp$/);
    const avatar = await request.get(stored.avatar?.webp ?? '');
    expect([avatar.status(), avatar.headers()['content-type']]).toEqual([200, 'image/webp']);

    // Game information: a PUBG Mobile account through the add modal.
    await page.getByRole('link', { name: text.gameTab }).click();
    await page.getByRole('button', { name: text.addAccount }).click();
    const modal = page.getByTestId('game-account-modal');
    await modal.getByLabel(text.search, { exact: true }).fill('pubg');
    await modal.getByRole('button', { name: /PUBG MOBILE/ }).click();
    const nick = `${username}pubg`;
    await modal.getByLabel(text.nick, { exact: true }).fill(nick);
    await modal.getByLabel(text.pubgId, { exact: true }).fill(String(Date.now()).slice(-10));
    await modal.getByRole('checkbox', { name: text.sniper }).check();
    await modal.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(page.getByTestId('game-accounts').getByText(nick)).toBeVisible();

    // A document, with the privacy flag, then opened through the API (the owner's token).
    await page.getByLabel(text.files).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: smallPdf(username) });
    await page.getByRole('checkbox', { name: text.privacy }).check();
    await page.getByRole('button', { name: text.upload }).click();
    await expect(page.getByText(text.uploaded)).toBeVisible();
    const documents = page.getByTestId('documents');
    await expect(documents.getByText('passport.pdf')).toBeVisible();
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: text.open }).click();
    expect((await download).suggestedFilename()).toBe('passport.pdf');

    // Another player's public profile: teams, awards with their details, K/D.
    await page.goto(at('/user/nurlan-captain'));
    await expect(page.getByRole('heading', { level: 1, name: 'NurlanCaptain' })).toBeVisible();
    await expect(page.getByTestId('profile-teams').getByRole('link', { name: 'Almaty Wolves' })).toBeVisible();
    await expect(page.locator('[data-stat="kd"] dd')).not.toHaveText('—');
    await expect(page.getByText(text.kd)).toBeVisible();
    const awards = page.getByTestId('profile-awards').getByRole('button');
    await expect(awards).toHaveCount(4);
    await awards.first().click();
    await expect(page.getByTestId('award-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    // And the player's own, under the new address.
    await page.goto(at(`/user/${slug}`));
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    await expect(page.getByTestId('game-profiles').getByText(nick)).toBeVisible();

    // The password: the old one stops working, the new one signs in.
    const newPassword = `${freshName('Pw-')}-Steppe`;
    await page.goto(at('/settings-new?tab=safety'));
    await page.getByLabel(text.current, { exact: true }).fill(SETTINGS_PASSWORD);
    await page.getByLabel(text.next, { exact: true }).fill(newPassword);
    await page.getByLabel(text.repeat, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.change }).click();
    await expect(page.getByText(text.changed)).toBeVisible();
    const login = (password: string) => request.post('/api/auth/login', { data: { email: account.email, password, g_recaptcha_response: 'e2e' } });
    expect((await login(SETTINGS_PASSWORD)).status()).toBe(422);
    expect((await login(newPassword)).status()).toBe(200);

    expect(consoleErrors.take()).toEqual([]);
  });
}
