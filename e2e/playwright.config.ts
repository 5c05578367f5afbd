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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `node ${join(ROOT, 'scripts', 'start.mjs')} --no-build`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SEED_DEMO: 'if-empty',
      E2E: '1',
      // The suites send each test's own loopback address as X-Forwarded-For (fixtures/test.ts).
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  },
});
