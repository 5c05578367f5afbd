import { expect, test } from '../fixtures/test';

test('/ru/News redirects to /News keeping the query', async ({ page }) => {
  const response = await page.goto('/ru/News?page=2&q=cup');
  expect(new URL(page.url()).pathname).toBe('/News');
  expect(new URL(page.url()).search).toBe('?page=2&q=cup');
  expect(response?.request().redirectedFrom()?.url()).toContain('/ru/News?page=2&q=cup');
  await expect(page.locator('[data-page="news.list"]')).toBeVisible();
});

test('/en/user-new/{rest} permanently redirects to /en/user/{rest}', async ({ request }) => {
  const response = await request.get('/en/user-new/aidos-k', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/user/aidos-k');
});

test('an unknown path shows "Page not found: {path}" with status 404', async ({ page }) => {
  const response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Page not found: /en/no/such/page');
  // The error layout: logo and language switcher, nothing that could itself have failed.
  await expect(page.locator('[data-layout="error"]')).toBeVisible();
  await expect(page.getByTestId('language-switcher')).toBeVisible();
});

test('an unknown path in ru says it in Russian', async ({ page }) => {
  await page.goto('/nichego-net');
  await expect(page.getByTestId('not-found')).toContainText('Страница не найдена: /nichego-net');
});
