/**
 * `npm run crash -w api`: durability of the API under SIGKILL (issue 14). For each database (a PGlite
 * folder; PostgreSQL at CRASH_DATABASE_URL, default a fresh database on postgres://postgres@127.0.0.1:5432):
 * start the API server, stream writes at it (registrations, then a team created by each new account),
 * kill the server with SIGKILL in the middle of the stream, start it again on the same data, and check
 * that every write answered 2xx is there and that nothing is half-written (every account that exists
 * signs in with its player role; every team that exists has its owner). Prints the figures. Fails when a
 * stream had no write acknowledged, and when PostgreSQL is unreachable while CI, TEST_DATABASE_URL or
 * CRASH_DATABASE_URL says it should be there (elsewhere it is skipped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const API_ROOT = resolve(import.meta.dirname, '..');
const TSX_LOADER = pathToFileURL(resolve(API_ROOT, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const PASSWORD = 'Crash-Durable-2026';
/** Writes answered before the kill. */
const KILL_AFTER_WRITES = Number(process.env.CRASH_WRITES ?? 120);
/** Requests in flight at once (so some are cut off by the kill). */
const CONCURRENCY = 6;

interface Write {
  kind: 'register' | 'team';
  key: string;
  status: number | null;
  token?: string;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

function startServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'if-empty', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilHealthy(base: string, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
}

let ipCounter = 0;
/** Each call from its own client address (per-address sign-up limits), through the trusted loopback proxy. */
const clientIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** What the checks read of an answer. */
interface Answer {
  data?: { token_data?: { token?: string }; roles?: unknown } & Record<string, unknown>;
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Answer | null }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': clientIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Answer | null };
}

async function run(label: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(env, port);
  const firstStart = await untilHealthy(base, server);
  const run = Date.now().toString(36);
  const writes: Write[] = [];
  let answered = 0;
  let killed = false;
  let n = 0;
  const refusals: string[] = [];

  const killIfDue = () => {
    if (answered >= KILL_AFTER_WRITES && !killed) {
      killed = true;
      server.kill('SIGKILL');
    }
  };
  const worker = async () => {
    while (!killed) {
      killIfDue();
      if (killed) break;
      n += 1;
      // This write's own number (the other clients move n on while this one waits for its answers).
      const index = n;
      const email = `crash-${run}-${index}@mail.example`;
      const registration: Write = { kind: 'register', key: email, status: null };
      writes.push(registration);
      try {
        const response = await call(base, 'POST', '/api/auth/register', { username: `Crash${run}${index}`.slice(0, 24), email, password: PASSWORD, password_confirmation: PASSWORD, birthday: '2000-01-01', agreement: true, g_recaptcha_response: 'bot-check-disabled' });
        registration.status = response.status;
        registration.token = response.json?.data?.token_data?.token;
        answered += 1;
        if ((response.status < 200 || response.status >= 300) && refusals.length < 3) refusals.push(`register ${response.status} ${JSON.stringify(response.json).slice(0, 200)}`);
        if (response.status < 200 || response.status >= 300 || !registration.token || killed) continue;
        const team: Write = { kind: 'team', key: `Crash ${index} ${run}`.slice(0, 25), status: null, token: registration.token };
        writes.push(team);
        const created = await call(base, 'POST', '/api/team', { name: team.key, game_id: 1 }, registration.token);
        team.status = created.status;
        answered += 1;
        if ((created.status < 200 || created.status >= 300) && refusals.length < 3) refusals.push(`team ${created.status} ${JSON.stringify(created.json).slice(0, 200)}`);
      } catch {
        // cut off by the kill
      }
    }
  };
  const streamStarted = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const streamMs = Date.now() - streamStarted;
  await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));

  server = startServer(env, port);
  const restart = await untilHealthy(base, server);
  const problems: string[] = [];
  let confirmed = 0;
  let inFlightPresent = 0;
  for (const write of writes.filter((w) => w.kind === 'register')) {
    const login = await call(base, 'POST', '/api/auth/login', { email: write.key, password: PASSWORD, g_recaptcha_response: 'bot-check-disabled' });
    const acknowledged = write.status !== null && write.status >= 200 && write.status < 300;
    if (login.status === 200) {
      // Whole: the account has its role and a working session.
      if (JSON.stringify(login.json?.data?.roles) !== JSON.stringify([{ name: 'player' }])) problems.push(`${write.key}: half-written account (roles ${JSON.stringify(login.json?.data?.roles)})`);
      const token = login.json?.data?.token_data?.token as string;
      const mine = await call(base, 'GET', '/api/team', undefined, token);
      const teamWrite = writes.find((w) => w.kind === 'team' && w.token === write.token);
      const listed = JSON.stringify(mine.json?.data ?? []);
      if (teamWrite && teamWrite.status !== null && teamWrite.status >= 200 && teamWrite.status < 300) {
        if (!listed.includes(teamWrite.key)) problems.push(`${teamWrite.key}: team answered ${teamWrite.status} but missing`);
        else confirmed += 1;
      }
      for (const team of (mine.json?.data ?? []) as { id: number }[]) {
        const detail = await call(base, 'GET', `/api/team/${team.id}`, undefined, token);
        const members = JSON.stringify(detail.json?.data ?? {});
        if (detail.status !== 200 || !members.includes('owner')) problems.push(`team ${team.id}: half-written (no owner)`);
      }
      if (acknowledged) confirmed += 1;
      else inFlightPresent += 1;
    } else if (acknowledged) {
      problems.push(`${write.key}: registration answered ${write.status} but sign-in gives ${login.status}`);
    }
  }
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));
  const acknowledgedCount = writes.filter((w) => w.status !== null && w.status >= 200 && w.status < 300).length;
  const cutOff = writes.filter((w) => w.status === null).length;
  const line = `${label}: ${acknowledgedCount} writes answered 2xx in ${(streamMs / 1000).toFixed(1)} s before SIGKILL, ${cutOff} cut off in flight (${inFlightPresent} of them committed whole); restart ${(restart / 1000).toFixed(1)} s (first start ${(firstStart / 1000).toFixed(1)} s); ${confirmed}/${acknowledgedCount} acknowledged writes found after restart; ${problems.length} problems`;
  console.info(line);
  for (const refusal of refusals) console.info(`  refused during the stream: ${refusal}`);
  for (const problem of problems) console.info(`  - ${problem}`);
  // A stream where every write was refused proves nothing: it fails too.
  if (acknowledgedCount === 0) console.info(`  - no write was acknowledged before the kill`);
  if (problems.length > 0 || confirmed !== acknowledgedCount || acknowledgedCount === 0) process.exitCode = 1;
  return line;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  try {
    await run('PGlite', { DATA_DIR: join(folder, 'pglite') });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const adminUrl = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `portal_crash_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    // Where PostgreSQL is meant to run (CI, or a test database named), its absence fails the check.
    const required = Boolean(process.env.CI || process.env.TEST_DATABASE_URL || process.env.CRASH_DATABASE_URL);
    console.info(`PostgreSQL: ${required ? 'FAILED' : 'skipped'} (${adminUrl} unreachable: ${(error as Error).message})`);
    if (required) process.exitCode = 1;
    return;
  }
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    await run('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
