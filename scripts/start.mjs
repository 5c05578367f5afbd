#!/usr/bin/env node
/**
 * `npm start`: builds the whole portal (what changed since the last build) and serves it at http://localhost:8080 (PORT overrides) from the
 * API server: the shell at /, remotes under /remotes/<name>/<version>/, the registry at /remotes.json and
 * the API under /api. With no DATABASE_URL the API uses embedded PostgreSQL (PGlite) in ./data and loads
 * the demo world on first start.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { API_PORT, PORTAL_DIST, ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { API_BUNDLE } from './lib/bundle-api.mjs';
import { existsSync } from 'node:fs';

if (!process.argv.includes('--no-build')) await run(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT });

// The embedded demo runs in development mode (dev drivers such as the code outbox are allowed, and the
// outbox answers loopback clients only); deployments set NODE_ENV=production together with real messenger,
// bot-check and OAuth drivers, and production refuses the demo world.
const nodeEnv = process.env.NODE_ENV ?? 'development';
const env = {
  ...process.env,
  NODE_ENV: nodeEnv,
  PORT: process.env.PORT ?? String(API_PORT),
  STATIC_DIR: process.env.STATIC_DIR ?? PORTAL_DIST,
  SEED_DEMO: process.env.SEED_DEMO ?? (nodeEnv === 'production' ? 'never' : 'if-empty'),
};
// The bundle `npm run build` writes starts faster; without a build (--no-build on a fresh checkout) tsx runs the sources.
const [command, args] = existsSync(API_BUNDLE) ? [process.execPath, ['--enable-source-maps', API_BUNDLE]] : [join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server.ts']];
const server = spawn(command, args, { cwd: join(ROOT, 'api'), env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
