import { expect, test } from '../fixtures/test';
import type { Locator } from '@playwright/test';
import { DEMO_PLAYER, freshName, freshPhone, outboxCode, RECOVERY_PASSWORD, recoveryAccountFor, STORED_USER, storeSessionOnce, typeCode } from '../fixtures/auth';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { anyTournamentSlug } from '../fixtures/demo-data';

/**
 * Sign-in and registration end to end (docs/spec.md sections 2, 7 and 8) on the built portal with the development
 * outbox: register by phone, add a game profile, log out, log in by e-mail, a wrong password, recovery by
 * phone code (of a seeded recovery account: no wait for the 120-second resend rule), and a 401 leading to
 * /login/number.
 */
const PASSWORD = 'Steppe-Wolf-77';
const NEW_PASSWORD = 'Caspian-Breeze-19';

test('registers by phone with the code from the dev outbox, adds a game profile, lands signed in, and logs out', async ({ page, request }) => {
  const consoleErrors = watchConsoleErrors(page);
  const phone = freshPhone();
  const username = freshName('Player');

  await page.goto('/en/login/signup-number');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('radio', { name: 'Telegram' }).check();
  await page.getByRole('button', { name: 'Get the code' }).click();
  await expect(page).toHaveURL(/\/en\/login\/signup-number\/verification$/);
  await expect(page.getByText(`We sent a code by Telegram to ${phone.e164.slice(0, 6)}***${phone.e164.slice(-2)}.`)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('request_id'))).toMatch(/^[A-Za-z0-9_-]{22}$/);

  // The development outbox shows the code on its page too.
  const outbox = await page.context().newPage();
  await outbox.goto(`/en/dev/outbox?phone=${encodeURIComponent(phone.e164)}`);
  const shown = (await outbox.getByTestId('outbox-code').first().textContent()) ?? '';
  await outbox.close();
  expect(shown).toBe(await outboxCode(request, phone.e164));

  await typeCode(page, shown);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en\/login\/signup-number\/verification\/create-user$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username.toLowerCase()}@mail.example`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('2003-08-21');
  await page.getByRole('button', { name: 'Create the account' }).click();

  await expect(page).toHaveURL(/\/en\/login\/game-profile$/);
  await page.getByLabel('Game', { exact: true }).selectOption('mlbb');
  await page.getByLabel('In-game nickname').fill(username);
  await page.getByLabel('MLBB ID').fill(String(Date.now()).slice(-9));
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByTestId('account-button')).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: JSON.parse(localStorage.getItem('user') ?? 'null') as { username: string; game_profiles: unknown[] } | null }));
  expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(stored.user?.username).toBe(username);
  expect(stored.user?.game_profiles).toHaveLength(1);

  await page.getByTestId('account-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/en\/login\/number$/);
  expect(await page.evaluate(() => ['authToken', 'user', 'roleName', 'hash'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null, null]);
  // The token was revoked on the server, not only forgotten by the browser.
  expect((await request.get('/api/user/profile', { headers: { authorization: `Bearer ${stored.token}` } })).status()).toBe(401);
  // No uncaught error in the pages of the flow (calls of other areas may still be missing on this server).
  expect(consoleErrors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
});

test('a registration begun from a tournament page lands back on that tournament', async ({ page, request }) => {
  // The list opens with the tournaments whose registration is open: a guest sees the login there.
  const slug = await anyTournamentSlug(request);
  const phone = freshPhone();
  const username = freshName('Comer');
  await page.goto(`/en/esports-mobile-tournaments/${slug}`);
  await page.getByTestId('registration-panel').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/Login\?back=/i);

  await page.goto('/en/login/signup-number');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('radio', { name: 'Telegram' }).check();
  await page.getByRole('button', { name: 'Get the code' }).click();
  await typeCode(page, await outboxCode(request, phone.e164));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username.toLowerCase()}@mail.example`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('2002-03-14');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page).toHaveURL(/\/en\/login\/game-profile$/);
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/esports-mobile-tournaments/${slug}$`));
  await expect(page.getByTestId('account-button')).toBeVisible();
});

/** Whether React has taken over a server-rendered element (its props are attached once hydrated). */
const hydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signs in by e-mail from a tournament page and lands back on that tournament', async ({ page, request }) => {
    const slug = await anyTournamentSlug(request);
    await page.goto(`/en/esports-mobile-tournaments/${slug}`);
    const panel = page.getByTestId('registration-panel');
    await expect(panel.getByText('After signing in you will come back to this page.')).toBeVisible();
    const login = panel.getByRole('link', { name: 'Log in' });
    await expect.poll(() => hydrated(login)).toBe(true);
    await login.click();
    await expect(page).toHaveURL(/\/en\/Login\?back=/);
    // The sign-in walks through pages that do not carry the query; the page to come back to is held meanwhile.
    await page.getByRole('link', { name: 'With e-mail', exact: true }).click();
    // E-mail and password on one screen.
    await expect(page).toHaveURL(/\/en\/login\/email$/);
    await page.getByLabel('E-mail').fill(DEMO_PLAYER.email);
    const password = page.getByLabel('Password');
    await password.fill(DEMO_PLAYER.password);
    // The recovery link sits right under the password field; the toggle shows what was typed.
    const [field, forgot] = [await password.boundingBox(), await page.getByRole('link', { name: 'Forgot your password?' }).boundingBox()];
    expect(forgot && field && forgot.y >= field.y + field.height).toBe(true);
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/esports-mobile-tournaments/${slug}$`));
    // Signed in on a phone: the bottom bar is there, and the tournament no longer asks to log in.
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
    await expect(page.getByTestId('registration-panel').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('return_path'))).toBeNull();
  });

  test('a sign-in link naming another site is not held for after the sign-in', async ({ page }) => {
    await page.goto(`/en/Login?back=${encodeURIComponent('//evil.example/steal')}`);
    await expect.poll(() => hydrated(page.getByRole('link', { name: 'With e-mail', exact: true }))).toBe(true);
    expect(await page.evaluate(() => window.sessionStorage.getItem('return_path'))).toBeNull();
  });

  test('/Login offers no sign-in provider the server has no configuration for, and no developer text', async ({ page }) => {
    const configRead = page.waitForResponse((response) => response.url().endsWith('/api/v1/client/auth/config'));
    await page.goto('/en/Login');
    const config = (await (await configRead).json()) as { data: { google: unknown; discord: unknown; telegram: unknown } };
    await expect.poll(() => hydrated(page.getByRole('link', { name: 'With e-mail', exact: true }))).toBe(true);
    // Let the answer reach the screen (two frames) before reading what it shows.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByTestId('google-missing')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/client ID/i);
    if (config.data.google === null) await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
    if (config.data.discord === null) await expect(page.getByRole('button', { name: /Discord/ })).toHaveCount(0);
    if (config.data.telegram === null) await expect(page.getByTestId('telegram-login')).toHaveCount(0);
  });
});

test('logs in by e-mail and password', async ({ page }) => {
  await page.goto('/en/login/email');
  await page.getByLabel('E-mail').fill(DEMO_PLAYER.email);
  await page.getByLabel('Password').fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByTestId('account-button')).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { slug?: string }).slug)).toBe(DEMO_PLAYER.slug);
});

test('a wrong password shows the login failure message', async ({ page }) => {
  await page.goto('/login/email');
  await page.getByLabel('Электронная почта').fill(DEMO_PLAYER.email);
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверная почта, номер телефона или пароль.');
  await expect(page).toHaveURL(/\/login\/email$/);
  await expect(page.getByLabel('Электронная почта')).toHaveValue(DEMO_PLAYER.email);
  await expect(page.getByLabel('Пароль')).toHaveValue('not-the-password');
});

test('resets a forgotten password by phone code and logs in with the new one', async ({ page, request }) => {
  // A seeded account of its own: no code went to its phone, so the recovery code may be asked for at once.
  const account = recoveryAccountFor(test.info());
  const phone = account.phone;

  await page.goto('/en/login/number');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/login\/forgot-password\/number\/verification$/);
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.e164);
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: 'Get the code' }).click();
  // Recovery codes have 6 digits on every messenger (WhatsApp sign-up codes keep 4).
  await expect(page.getByTestId('code-input').getByRole('textbox')).toHaveCount(6);
  await typeCode(page, await outboxCode(request, phone.e164, 'forgot_password'));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/en\/login\/forgot-password\/number\/verification\/reset-password$/);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page).toHaveURL(/\/reset-password\/success$/);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/en\/login\/number$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByTestId('account-button')).toBeVisible();
  const signIn = (password: string) => request.post('/api/auth/login', { data: { phone: phone.e164, password, g_recaptcha_response: 'bot-check-disabled' } });
  expect((await signIn(RECOVERY_PASSWORD)).status()).toBe(422);
  expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
  // The rule stays: a second recovery code for the same phone within 120 seconds is refused.
  const again = await request.post('/api/v1/client/auth/send-otp-code', { data: { phone: phone.e164, channel: 'whatsapp', purpose: 'forgot_password' } });
  expect(again.status()).toBe(429);
  expect(((await again.json()) as { code?: string }).code).toBe('otp.resend_too_early');
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string }).email)).toBe(account.email);
});

test('a 401 from the API sends the browser to /login/number', async ({ page }) => {
  // A token the server does not know, stored before the portal starts: the settings page's safety tab
  // reads GET /api/user/profile and the header its notifications, and each answers 401. (The settings
  // page itself, not an older address that forwards to it: a forward racing the redirect would be
  // another test.)
  await storeSessionOnce(page, { token: 'A'.repeat(43), user: STORED_USER, role: 'player' });
  await page.goto('/en/settings-new?tab=safety');
  await expect(page).toHaveURL(/\/en\/login\/number$/);
  await expect(page.locator('[data-page="login.number"]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
