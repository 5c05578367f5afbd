#!/usr/bin/env node
/**
 * `npm run stack [-- --instances=N] [--no-build]`: the scaled stack without containers, for hosts that run
 * the portal on the machine's own PostgreSQL and Redis. Builds the portal (what changed, as `npm start`),
 * then starts N API instances (default 2) on DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/portal_stack, created when missing) and REDIS_URL (default
 * redis://127.0.0.1:6379), each serving the built portal and /api, behind one entry point on PORT (default
 * 8080): proxy.mjs (round robin, sockets passed through, an instance that refuses connections skipped).
 * The demo world is loaded once (the first instance to take the setup lock finds the database empty; the
 * others find it filled). Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { API_BUNDLE } from '../lib/bundle-api.mjs';
import { PORTAL_DIST, ROOT } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { createProxy } from './proxy.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const instances = Number(option('instances') ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 32) throw new Error('--instances=N takes a whole number from 1 to 32');
const port = Number(process.env.PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_stack';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

/** Creates the stack's database when the server has none of that name. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL names the database "${name}": use letters, digits and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database ${name}`);
      console.info(`[stack] created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function untilHealthy(base, child) {
  for (const started = Date.now(); Date.now() - started < 180_000; await new Promise((r) => setTimeout(r, 300))) {
    if (child.exitCode !== null) throw new Error(`an API instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${base} did not become healthy`);
}

if (!process.argv.includes('--no-build')) await run(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT });
await ensureDatabase(databaseUrl);

const nodeEnv = process.env.NODE_ENV ?? 'development';
const [command, args] = existsSync(API_BUNDLE) ? [process.execPath, ['--enable-source-maps', API_BUNDLE]] : [join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server.ts']];
const children = [];
let proxy = null;
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  proxy?.close();
  Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r))))).then(() => process.exit(code));
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const upstreams = [];
for (let i = 0; i < instances; i += 1) {
  const instancePort = await freePort();
  const base = `http://127.0.0.1:${instancePort}`;
  const child = spawn(command, args, {
    cwd: join(ROOT, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      HOST: '127.0.0.1',
      PORT: String(instancePort),
      STATIC_DIR: process.env.STATIC_DIR ?? PORTAL_DIST,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: process.env.SEED_DEMO ?? (nodeEnv === 'production' ? 'never' : 'if-empty'),
      // Only the entry point's X-Forwarded-For is believed (it connects from loopback).
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[stack] instance ${base} exited (${signal ?? code}); the entry point skips it`);
  });
  children.push(child);
  upstreams.push(base);
  // The first instance migrates and loads the demo world alone; the others then find it ready.
  if (i === 0) await untilHealthy(base, child).catch((error) => (console.error(`[stack] ${error.message}`), stop(1)));
}
await Promise.all(upstreams.map((base, i) => untilHealthy(base, children[i]))).catch((error) => (console.error(`[stack] ${error.message}`), stop(1)));
if (!stopping) {
  proxy = createProxy({ upstreams, log: (line) => console.info(`[proxy] ${line}`) });
  proxy.listen(port, process.env.HOST ?? '127.0.0.1', () => console.info(`[stack] ${instances} API instances (${upstreams.join(', ')}) on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} and ${redisUrl.replace(/:[^:@/]*@/, ':***@')}: http://localhost:${port}`));
}
