import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';
import { freshPhone, outboxCode, storeSessionOnce, typeCode } from '../fixtures/auth';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { registerPlayer, type TestPlayer } from '../fixtures/teams';

/**
 * The social accounts of a player on a 390 px phone, in the one settings page (/settings-new, safety tab):
 * a provider the server is not configured for says why it cannot be linked; WhatsApp is linked with the
 * code from the development outbox, the code sheet resumes a code already sent when it is opened again,
 * the link is confirmed where the player is, and the menu's 'verify socials' banner goes once a messenger
 * is linked. The older addresses /settings and /settings/social-accounts lead to the same page.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function signedInPage(page: Page, player: TestPlayer) {
  await storeSessionOnce(page, { token: player.token, user: player.session.profile, role: player.session.roles[0]?.name ?? 'player' });
}

const whatsappRow = (page: Page) => page.getByTestId('social-accounts').locator('[data-provider="whatsapp"]');

test('the older settings addresses lead to the one settings page, where the e-mail shows as linked', async ({ page, request }) => {
  const player = await registerPlayer(request, 'Hub');
  await signedInPage(page, player);
  await page.goto('/en/settings');
  await expect(page).toHaveURL(/\/en\/settings-new\?tab=main-information$/);
  await expect(page.getByTestId('calendar-feed')).toBeVisible();
  await page.goto('/en/settings/social-accounts');
  await expect(page).toHaveURL(/\/en\/settings-new\?tab=safety$/);
  const email = page.getByTestId('social-accounts').locator('[data-provider="email"]');
  await expect(email).toHaveAttribute('data-linked', 'true');
  await expect(email).toContainText(player.email);
});

test('a provider that is not configured says why it cannot be linked; no developer text', async ({ page, request }) => {
  const player = await registerPlayer(request, 'Bare');
  await signedInPage(page, player);
  const configRead = page.waitForResponse((response) => response.url().endsWith('/api/v1/client/auth/config'));
  await page.goto('/en/settings-new?tab=safety');
  const config = (await (await configRead).json()) as { data: { google: unknown; discord: unknown; telegram: unknown } };
  const unconfigured = (['telegram', 'discord', 'google'] as const).filter((provider) => config.data[provider] === null);
  expect(unconfigured.length).toBeGreaterThan(0);
  for (const provider of unconfigured) {
    const row = page.getByTestId('social-accounts').locator(`[data-provider="${provider}"]`);
    const link = row.getByRole('button', { name: 'Link' });
    await expect(link).toBeDisabled();
    await expect(link).toHaveAccessibleDescription(/temporarily unavailable/);
  }
  await expect(page.locator('body')).not.toContainText(/client ID/i);
});

test("the menu's 'verify socials' opens its modal: why, what this portal can link, and the way to the safety tab", async ({ page, request }) => {
  const player = await registerPlayer(request, 'Verify');
  await signedInPage(page, player);
  await page.goto('/ru/News');
  const configRead = page.waitForResponse((response) => response.url().endsWith('/api/v1/client/auth/config'));
  await page.getByTestId('menu-button').click();
  await page.getByTestId('verify-socials').click();
  const modal = page.getByTestId('verify-socials-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('только игроков с привязанным мессенджером');
  const config = (await (await configRead).json()) as { data: { telegram: unknown; discord: unknown; messengers: string[] } };
  const expected = [config.data.telegram ? 'Telegram' : null, config.data.discord ? 'Discord' : null, config.data.messengers.includes('whatsapp') ? 'WhatsApp' : null].filter(Boolean);
  expect(expected.length).toBeGreaterThan(0);
  await expect(modal.getByTestId('verify-socials-messengers').getByRole('listitem')).toHaveText(expected as string[]);
  await modal.getByTestId('verify-socials-link').click();
  await expect(page).toHaveURL(/\/settings-new\?tab=safety$/);
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('social-accounts')).toBeVisible();
});

test('links WhatsApp with the outbox code: the sheet resumes the pending code, the link is confirmed in place, the banner goes', async ({ page, request }) => {
  const errors = watchConsoleErrors(page);
  const player = await registerPlayer(request, 'Linker');
  await signedInPage(page, player);
  await page.goto('/en/settings-new?tab=safety');

  // The menu asks for a messenger while none is linked.
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('verify-socials')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-sidebar')).toHaveCount(0);

  const phone = freshPhone();
  await expect(whatsappRow(page).getByRole('button', { name: 'Link' })).toBeEnabled();
  await whatsappRow(page).getByRole('button', { name: 'Link' }).click();
  let sheet = page.getByRole('dialog', { name: 'Link WhatsApp' });
  await sheet.getByLabel('WhatsApp number').fill(phone.national);
  await sheet.getByRole('button', { name: 'Get the code' }).click();
  const sentText = `The code was sent by WhatsApp to ${phone.e164.slice(0, 6)}***${phone.e164.slice(-2)}.`;
  await expect(sheet.getByText(sentText)).toBeVisible();
  const code = await outboxCode(request, phone.e164, 'attach_whatsapp');

  // Closed and opened again (even after a reload), the sheet comes back to the code on its way.
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await page.reload();
  await expect(whatsappRow(page).getByRole('button', { name: 'Link' })).toBeEnabled();
  await whatsappRow(page).getByRole('button', { name: 'Link' }).click();
  sheet = page.getByRole('dialog', { name: 'Link WhatsApp' });
  await expect(sheet.getByText(sentText)).toBeVisible();
  await expect(sheet.getByRole('timer')).toContainText(/You can get a new code in \d/);
  expect(await sheet.textContent()).not.toContain('{{');

  await typeCode(page, code);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('toast-viewport')).toContainText('WhatsApp is linked');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/settings-new\?tab=safety$/);
  await expect(whatsappRow(page)).toHaveAttribute('data-linked', 'true');

  // WhatsApp counts as a contact messenger: the banner is gone.
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
  await expect(page.getByTestId('verify-socials')).toHaveCount(0);
  expect(errors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
