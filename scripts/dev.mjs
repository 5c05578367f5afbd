#!/usr/bin/env node
/**
 * `npm run dev`: every app in watch mode on its own port and the API with reload (ports in
 * shared/src/contracts/apps.js: shell 3000, remotes 3001-3005, API 8080). Open http://localhost:3000: the shell's dev server proxies /api and serves a registry
 * that points at each remote's dev server. A single remote can also run alone: `npm run dev -w mfe-teams`.
 */
import { join } from 'node:path';
import { API_PORT, APPS, ROOT } from './lib/paths.mjs';
import { run, stopAll } from './lib/run.mjs';

const rspack = join(ROOT, 'node_modules', '.bin', 'rspack');
const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
const jobs = [
  run(tsx, ['watch', 'src/server.ts'], { cwd: join(ROOT, 'api'), prefix: 'api', env: { NODE_ENV: 'development', PORT: String(API_PORT), SEED_DEMO: 'if-empty' } }),
  ...APPS.map((app) => run(rspack, ['serve', '--mode', 'development'], { cwd: join(ROOT, app), prefix: app, env: { NODE_ENV: 'development' } })),
];
// The first job to stop (a crash, a port in use) stops the others: no half-running dev setup.
await Promise.race(jobs).catch((error) => {
  console.error(error.message);
  stopAll();
  process.exit(1);
});
