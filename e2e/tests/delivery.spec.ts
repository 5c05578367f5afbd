import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Independent delivery, on a portal of its own (a copy of dist/portal behind a second server,
 * playwright.config.ts): a changed mfe-content is released with one command and the open portal shows it
 * at its next navigation into the content area; one command rolls it back and the change is gone after
 * navigation; the other four remotes are never loaded again meanwhile; a build made against another shell
 * contract is refused. The server's HTML follows each switch (the page server reads remotes.json), and a
 * live version whose server bundle fails leaves its pages to the browser while the other areas stay
 * server-rendered.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORTAL = join(process.env.E2E_DELIVERY_DIR ?? '', 'portal');
const LOCALE_FILE = join(ROOT, 'mfe-content', 'src', 'locales', 'en.json');
const REMOTES = ['mfe-auth', 'mfe-tournaments', 'mfe-teams', 'mfe-profile', 'mfe-content'] as const;

function npm(...args: string[]) {
  const result = spawnSync('npm', args, { cwd: ROOT, env: { ...process.env, PORTAL_DIST: PORTAL, RELEASED_BY: 'e2e-delivery' }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
// Both journeys switch the delivery portal's registry: one at a time.
test.describe.configure({ mode: 'serial' });

const liveVersion = (remote: string) => {
  const registry = JSON.parse(readFileSync(join(PORTAL, 'remotes.json'), 'utf8')) as Record<string, string>;
  return /\/remotes\/[^/]+\/([^/]+)\//.exec(registry[remote] ?? '')?.[1];
};

test('releases a changed mfe-content, rolls it back, and refuses a build for another shell', async ({ page }) => {
  test.setTimeout(300_000);
  const marker = `Latest tournaments ✦ release ${Date.now().toString(36)}`;
  const entryLoads: Record<string, number> = Object.fromEntries(REMOTES.map((remote) => [remote, 0]));
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\/[^/]+\/remoteEntry\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1] && match[1] in entryLoads) entryLoads[match[1]] = (entryLoads[match[1]] ?? 0) + 1;
  });
  const home = page.getByRole('link', { name: 'Mobile Esports' }).first();
  // The HTML a guest's first load of a page gets from the server.
  const serverHtml = async (path: string) => {
    const response = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    return response.text();
  };
  const latestHeading = page.getByRole('heading', { name: /^Latest tournaments/ });

  await page.goto('/en/esports-mobile-tournaments');
  await expect(page.locator('[data-page="tournaments.list"]')).toBeVisible();
  const before = liveVersion('mfe-content');

  // A changed mfe-content (its English heading of the latest tournaments), released with one command.
  const original = readFileSync(LOCALE_FILE, 'utf8');
  try {
    const strings = JSON.parse(original) as { home: { latest: { title: string } } };
    strings.home.latest.title = marker;
    writeFileSync(LOCALE_FILE, `${JSON.stringify(strings, null, 2)}\n`);
    const release = npm('run', 'release', '-w', 'mfe-content');
    expect(release.status, release.output).toBe(0);
    expect(release.output).toMatch(new RegExp(`mfe-content: released ${before} -> `));
  } finally {
    writeFileSync(LOCALE_FILE, original);
  }
  const released = liveVersion('mfe-content');
  expect(released).not.toBe(before);
  expect(await serverHtml('/en')).toContain(marker);

  // The open page picks it up when it next enters the content area.
  await home.click();
  await expect(page.getByRole('heading', { name: marker })).toBeVisible();

  // One command rolls it back; after navigation the change is gone.
  const rollback = npm('run', 'rollback', '-w', 'mfe-content');
  expect(rollback.status, rollback.output).toBe(0);
  expect(rollback.output).toContain(`mfe-content: rolled back ${released} -> ${before}`);
  await page.getByTestId('nav-tournaments').click();
  await expect(page.locator('[data-page="tournaments.list"]')).toBeVisible();
  await home.click();
  await expect(latestHeading).toHaveText('Latest tournaments');
  await expect(page.getByText(marker)).toHaveCount(0);
  const rolledBack = await serverHtml('/en');
  expect(rolledBack).not.toContain(marker);
  expect(rolledBack).toContain('Latest tournaments');

  // The other remotes were loaded once at most and never again; mfe-content once per version.
  for (const remote of REMOTES.filter((name) => name !== 'mfe-content')) expect(entryLoads[remote], remote).toBeLessThanOrEqual(1);
  expect(entryLoads['mfe-content']).toBe(2);

  // A build made against another shell contract is refused, and nothing switches.
  const contractFile = join(ROOT, 'mfe-content', 'dist', 'portal-contract.json');
  const contract = readFileSync(contractFile, 'utf8');
  try {
    writeFileSync(contractFile, JSON.stringify({ app: 'mfe-content', contract: 'another-shell' }));
    const refused = npm('run', 'release', '-w', 'mfe-content', '--', '--no-build');
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('mfe-content was built against shell contract another-shell');
  } finally {
    writeFileSync(contractFile, contract);
  }
  expect(liveVersion('mfe-content')).toBe(before);

  // A live version whose server bundle throws: its pages come from the server as the frame (200) and the
  // browser renders them; the other remotes' pages are still rendered on the server.
  const broken = `${before}-broken`;
  const registryFile = join(PORTAL, 'remotes.json');
  const registry = readFileSync(registryFile, 'utf8');
  cpSync(join(PORTAL, 'remotes', 'mfe-content', String(before)), join(PORTAL, 'remotes', 'mfe-content', broken), { recursive: true });
  writeFileSync(join(PORTAL, 'remotes', 'mfe-content', broken, 'server', 'remoteEntry.js'), "throw new Error('e2e: a broken server bundle');\n");
  try {
    writeFileSync(registryFile, registry.replace(`/remotes/mfe-content/${before}/`, `/remotes/mfe-content/${broken}/`));
    expect(liveVersion('mfe-content')).toBe(broken);
    expect(await serverHtml('/en')).not.toContain('data-page="home"');
    expect(await serverHtml('/en/esports-mobile-tournaments')).toContain('data-page="tournaments.list"');
    await page.goto('/en');
    await expect(latestHeading).toHaveText('Latest tournaments');
  } finally {
    writeFileSync(registryFile, registry);
    rmSync(join(PORTAL, 'remotes', 'mfe-content', broken), { recursive: true, force: true });
  }
  expect(await serverHtml('/en')).toContain('data-page="home"');

  const log = readFileSync(join(PORTAL, '..', 'releases.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { action: string; by: string });
  expect(log.slice(-2).map((entry) => [entry.action, entry.by])).toEqual([
    ['release', 'e2e-delivery'],
    ['rollback', 'e2e-delivery'],
  ]);
});

/** The files a page's service worker keeps (portal-files-v1), as paths. */
const keptFiles = (page: Page) => page.evaluate(async () => (await (await caches.open('portal-files-v1')).keys()).map((request) => new URL(request.url).pathname));

/**
 * A new version of mfe-content in the registry, as a release makes it: a copy of the live folder whose client
 * and server bundles show `marker` for the latest tournaments' heading (no precompressed copies, so the
 * server sends the changed files).
 */
function publishCopy(before: string, version: string, marker: string): () => void {
  const registryFile = join(PORTAL, 'remotes.json');
  const registry = readFileSync(registryFile, 'utf8');
  const folder = join(PORTAL, 'remotes', 'mfe-content', version);
  cpSync(join(PORTAL, 'remotes', 'mfe-content', before), folder, { recursive: true });
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = join(folder, name);
    if (/\.(?:br|gz)$/.test(name)) rmSync(file);
    else if (name.endsWith('.js')) {
      const text = readFileSync(file, 'utf8');
      if (text.includes('Latest tournaments')) writeFileSync(file, text.replaceAll('Latest tournaments', marker));
    }
  }
  writeFileSync(registryFile, registry.replace(`/remotes/mfe-content/${before}/`, `/remotes/mfe-content/${version}/`));
  return () => {
    writeFileSync(registryFile, registry);
    rmSync(folder, { recursive: true, force: true });
  };
}

test.describe('a returning visitor with the installed service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('gets a released remote on the next visit; the worker drops the old version and an older shell build', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const before = String(liveVersion('mfe-content'));
    const oldFolder = `/remotes/mfe-content/${before}/`;
    const latestHeading = page.getByRole('heading', { name: /^Latest tournaments/ });

    // First visit: the worker installs and keeps the files the page loaded.
    await page.goto('/en');
    await expect(latestHeading).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    await expect.poll(async () => (await keptFiles(page)).filter((path) => path.startsWith(oldFolder)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // A chunk of an older shell build, as a worker that lived through a shell deployment holds.
    await page.evaluate(() => caches.open('portal-files-v1').then((cache) => cache.put('/main.0123abcd.js', new Response('/* an older shell */'))));

    // Second visit: the content remote's files come from the worker.
    const contentFiles: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/mfe-content/') && pathname.endsWith('.js')) contentFiles.push({ path: pathname, fromWorker: response.fromServiceWorker() });
    });
    await page.goto('/en');
    await expect(latestHeading).toBeVisible();
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(contentFiles.filter((file) => !file.fromWorker)).toEqual([]);

    // A release of mfe-content; the returning visitor's next visit shows it, loading the new version's files
    // (which the worker fetches, as it never held them) and none of the old one's.
    const marker = `Latest tournaments ✧ returning ${Date.now().toString(36)}`;
    const released = `${before}-sw${Date.now().toString(36)}`;
    const restore = publishCopy(before, released, marker);
    try {
      contentFiles.length = 0;
      await page.goto('/en');
      await expect(page.getByRole('heading', { name: marker })).toBeVisible();
      expect(contentFiles.some((file) => file.path.startsWith(`/remotes/mfe-content/${released}/`))).toBe(true);
      expect(contentFiles.filter((file) => file.path.startsWith(oldFolder))).toEqual([]);

      // The worker saw the new registry: the old version's files and the older shell's chunk are gone.
      await expect.poll(async () => (await keptFiles(page)).filter((path) => path.startsWith(oldFolder) || path === '/main.0123abcd.js'), { timeout: 20_000 }).toEqual([]);
      await expect.poll(async () => (await keptFiles(page)).some((path) => path.startsWith(`/remotes/mfe-content/${released}/`)), { timeout: 20_000 }).toBe(true);
    } finally {
      restore();
    }

    // The rollback reaches it the same way.
    await page.goto('/en');
    await expect(latestHeading).toHaveText('Latest tournaments');
    await context.close();
  });
});
