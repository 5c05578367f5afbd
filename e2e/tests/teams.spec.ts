import { expect, test, type Page } from '../fixtures/test';
import { localizePath } from '@portal/shared/domain';
import { LOGO_PNG, PLAYER_PASSWORD, freshTeamName, registerPlayer, signedInContext, teamIdOf } from '../fixtures/teams';

/**
 * End to end on the built portal, in ru and en: a captain creates a team with a logo and copies
 * the invite link; a second player opens it signed out, signs in and joins; the captain makes them
 * manager, then removes them; another member leaves; the captain deletes the team.
 */
const TEXTS = {
  ru: {
    create: 'Создать команду',
    name: 'Название команды',
    game: 'Игра',
    logo: 'Логотип (необязательно)',
    submit: 'Создать команду',
    invite: 'Пригласить игроков',
    copy: 'Скопировать ссылку',
    copied: 'Скопировано',
    link: 'Ссылка-приглашение',
    invited: 'Вас пригласили в команду',
    email: 'Электронная почта',
    password: 'Пароль',
    signIn: 'Войти',
    join: 'Вступить в команду',
    changeRole: (name: string) => `Изменить роль: ${name}`,
    manager: 'Менеджер',
    saveRole: 'Сохранить роль',
    remove: (name: string) => `Удалить из команды: ${name}`,
    removeConfirm: 'Удалить',
    leave: 'Покинуть команду',
    leaveConfirm: 'Покинуть',
    more: 'Ещё',
    deleteTeam: 'Удалить команду',
    deleteConfirm: 'Удалить',
    empty: 'Вы пока не состоите в команде',
  },
  en: {
    create: 'Create a team',
    name: 'Team name',
    game: 'Game',
    logo: 'Logo (optional)',
    submit: 'Create the team',
    invite: 'Invite players',
    copy: 'Copy the link',
    copied: 'Copied',
    link: 'Invitation link',
    invited: 'You are invited to a team',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    join: 'Join the team',
    changeRole: (name: string) => `Change role: ${name}`,
    manager: 'Manager',
    saveRole: 'Save the role',
    remove: (name: string) => `Remove from the team: ${name}`,
    removeConfirm: 'Remove',
    leave: 'Leave the team',
    leaveConfirm: 'Leave',
    more: 'More',
    deleteTeam: 'Delete the team',
    deleteConfirm: 'Delete',
    empty: 'You are not in a team yet',
  },
} as const;

/** A URL that ends with this path. */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const member = (page: Page, username: string) => page.getByTestId('team-members').getByRole('listitem').filter({ hasText: username });

for (const locale of ['ru', 'en'] as const) {
  test(`a team from creation to deletion (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const text = TEXTS[locale];
    const at = (path: string) => localizePath(locale, path);
    const [captain, player, other] = [await registerPlayer(request, 'Captain'), await registerPlayer(request, 'Player'), await registerPlayer(request, 'Member')];

    // The captain creates a team with a logo and lands on its page.
    const captainContext = await signedInContext(browser, captain);
    await captainContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const captainPage = await captainContext.newPage();
    await captainPage.goto(at('/my-teams'));
    await captainPage.getByRole('button', { name: text.create }).click();
    const createModal = captainPage.getByTestId('create-team-modal');
    const teamName = freshTeamName();
    await createModal.getByLabel(text.name).fill(teamName);
    await createModal.getByLabel(text.game, { exact: true }).selectOption('3');
    await createModal.getByLabel(text.logo).setInputFiles(LOGO_PNG);
    await createModal.getByRole('button', { name: text.submit }).click();
    await expect(captainPage.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(captainPage).toHaveURL(new RegExp(`${locale === 'ru' ? '' : '/en'}/my-teams/\\d+$`));
    const teamId = teamIdOf(captainPage);
    const logo = captainPage.getByRole('img', { name: new RegExp(teamName) }).first();
    await expect(logo).toHaveAttribute('src', /^\/media\/u\/[A-Za-z0-9_-]+\.webp/);
    // The uploaded picture loads (re-encoded, 48 px wide), not the fallback shield.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(48);
    // The browser took a resized copy from the srcset (72 px at 1x: the 96 px width, never enlarged), served in webp.
    const current = await logo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(/\/media\/u\/[A-Za-z0-9_-]+\.webp\?w=96$/);
    const variant = await request.get(current);
    expect(variant.status()).toBe(200);
    expect(variant.headers()['content-type']).toBe('image/webp');
    expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // It copies the invite link (about a second of 'copied' feedback).
    await captainPage.getByRole('button', { name: text.invite }).click();
    const inviteModal = captainPage.getByTestId('invite-modal');
    const link = await inviteModal.getByLabel(text.link).inputValue();
    expect(link).toMatch(new RegExp(`${locale === 'ru' ? '' : '/en'}/team/invite-member-[A-Za-z0-9_-]{24}$`));
    await inviteModal.getByRole('button', { name: text.copy }).click();
    await expect(inviteModal.getByRole('button', { name: text.copied })).toBeVisible();
    expect(await captainPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(inviteModal.getByRole('button', { name: text.copy })).toBeVisible({ timeout: 3000 });
    await captainPage.keyboard.press('Escape');

    // A second player opens it signed out, signs in, comes back to the invitation and joins.
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await playerPage.goto(link);
    await expect(playerPage.getByTestId('invite-preview')).toContainText(teamName);
    await expect(playerPage.getByRole('heading', { name: text.invited })).toBeVisible();
    await playerPage.goto(at('/login/email'));
    await playerPage.getByLabel(text.email).fill(player.email);
    await playerPage.getByLabel(text.password).fill(PLAYER_PASSWORD);
    await playerPage.getByRole('button', { name: text.signIn }).click();
    await expect(playerPage).toHaveURL(endsWith(new URL(link).pathname));
    await playerPage.getByRole('button', { name: text.join }).click();
    await expect(playerPage).toHaveURL(endsWith(at(`/my-teams/${teamId}`)));
    await expect(playerPage.getByRole('heading', { level: 1, name: teamName })).toBeVisible();

    // Another member joins through the same link.
    const hash = new URL(link).pathname.split('invite-member-')[1] ?? '';
    expect((await request.post(`/api/team/participate/${teamId}`, { data: { hash }, headers: { authorization: `Bearer ${other.token}` } })).status()).toBe(200);

    // The captain makes the player manager, then removes them.
    await captainPage.reload();
    await member(captainPage, player.username).getByRole('button', { name: text.changeRole(player.username) }).click();
    const roleModal = captainPage.getByTestId('change-role-modal');
    await roleModal.getByRole('radio', { name: new RegExp(text.manager) }).check();
    await roleModal.getByRole('button', { name: text.saveRole }).click();
    await expect(roleModal).toBeHidden();
    await expect(member(captainPage, player.username)).toContainText(text.manager);
    await member(captainPage, player.username).getByRole('button', { name: text.remove(player.username) }).click();
    await captainPage.getByTestId('remove-modal').getByRole('button', { name: text.removeConfirm, exact: true }).click();
    await expect(member(captainPage, player.username)).toHaveCount(0);

    // The other member leaves, and is sent to the team list (no team remains).
    const otherContext = await signedInContext(browser, other);
    const otherPage = await otherContext.newPage();
    await otherPage.goto(at(`/my-teams/${teamId}`));
    await otherPage.getByRole('button', { name: text.leave }).click();
    await otherPage.getByTestId('leave-modal').getByRole('button', { name: text.leaveConfirm, exact: true }).click();
    await expect(otherPage).toHaveURL(new RegExp(`${locale === 'ru' ? '' : '/en'}/my-teams/?$`));
    await expect(otherPage.getByTestId('teams-empty')).toContainText(text.empty);

    // The captain deletes the team.
    await captainPage.reload();
    await expect(member(captainPage, other.username)).toHaveCount(0);
    await captainPage.getByRole('button', { name: text.more }).click();
    await captainPage.getByRole('menuitem', { name: text.deleteTeam }).click();
    await captainPage.getByTestId('delete-modal').getByRole('button', { name: text.deleteConfirm, exact: true }).click();
    await expect(captainPage).toHaveURL(new RegExp(`${locale === 'ru' ? '' : '/en'}/my-teams/?$`));
    await expect(captainPage.getByTestId('teams-empty')).toContainText(text.empty);
    expect((await request.get(`/api/team/${teamId}`, { headers: { authorization: `Bearer ${captain.token}` } })).status()).toBe(404);

    await Promise.all([captainContext.close(), playerContext.close(), otherContext.close()]);
  });
}

test.describe('on a phone', () => {
  test('the owner sees one primary action; edit, new link and delete wait in a keyboard menu, delete last and apart', async ({ browser, request }) => {
    const captain = await registerPlayer(request, 'Menucap');
    const teamName = freshTeamName();
    const created = await request.post('/api/team', { data: { name: teamName, game_id: 3 }, headers: { authorization: `Bearer ${captain.token}` } });
    expect(created.status(), await created.text()).toBe(201);
    const teamId = ((await created.json()) as { data: { team: { id: number } } }).data.team.id;
    const context = await signedInContext(browser, captain);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en/my-teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite players' })).toBeVisible();
    for (const name of ['Edit the team', 'New invite link', 'Delete the team']) await expect(page.getByRole('button', { name })).toHaveCount(0);

    // By keyboard: the menu opens on its first item, arrows walk it, Escape closes it back onto its button.
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit the team', 'New invite link', 'Delete the team']);
    await expect(menu.getByRole('menuitem', { name: 'Edit the team' })).toBeFocused();
    await expect(menu.getByRole('separator')).toHaveCount(1);
    const [link, danger] = [await menu.getByRole('menuitem', { name: 'New invite link' }).boundingBox(), await menu.getByRole('menuitem', { name: 'Delete the team' }).boundingBox()];
    expect(link && danger && danger.y > link.y + link.height).toBe(true);
    expect(danger?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Delete the team' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();

    // Enter on the first item opens the edit window.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('edit-team-modal')).toBeVisible();
    await context.close();
  });
});
