import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end suites against the built portal (run `npm run build` first; `npm run test:e2e` does both),
 * served by the real API server on its own port with a fresh embedded database and the demo world.
 */
const PORT = Number(process.env.E2E_PORT ?? 8180);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
/**
 * The delivery journey (tests/delivery.spec.ts) releases and rolls back a remote on a portal of its own: a
 * copy of dist/portal served by a second server, so the other suites never see its versions switch. The
 * folder is made once by the runner; its workers read it from the environment.
 */
const DELIVERY_PORT = PORT + 1;
process.env.E2E_DELIVERY_DIR ??= mkdtempSync(join(tmpdir(), 'portal-delivery-'));
const deliveryDir = process.env.E2E_DELIVERY_DIR;
process.env.E2E_DELIVERY_URL = `http://127.0.0.1:${DELIVERY_PORT}`;

const serverEnv = { HOST: '127.0.0.1', NODE_ENV: 'development', SEED_DEMO: 'if-empty', E2E: '1', LOG_LEVEL: 'warn' };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The portal's service worker only where it is the subject (tests/installable.spec.ts): elsewhere a
    // page it controls would answer versioned files from its cache, out of reach of page.route().
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /delivery\.spec\.ts/ },
    { name: 'delivery', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: process.env.E2E_DELIVERY_URL }, testMatch: /delivery\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `node ${join(ROOT, 'scripts', 'start.mjs')} --no-build`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The suites send each test's own loopback address as X-Forwarded-For (fixtures/test.ts).
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' },
    },
    {
      command: `rm -rf ${join(deliveryDir, 'portal')} && cp -r ${join(ROOT, 'dist', 'portal')} ${join(deliveryDir, 'portal')} && node ${join(ROOT, 'scripts', 'start.mjs')} --no-build`,
      url: `http://127.0.0.1:${DELIVERY_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(DELIVERY_PORT), DATA_DIR: join(deliveryDir, 'data'), STATIC_DIR: join(deliveryDir, 'portal') },
    },
  ],
});
