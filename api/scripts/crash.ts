/**
 * `npm run crash -w api`: durability of the API under SIGKILL. For each database (a PGlite
 * folder; PostgreSQL at CRASH_DATABASE_URL, default a fresh database on postgres://postgres@127.0.0.1:5432):
 * start the API server, run four streams of writes at it at once (crash/registrations.ts,
 * crash/applications.ts, crash/results.ts, crash/votes.ts), kill the server with SIGKILL while every
 * stream has requests in flight, start it again on the same data, and check per stream that every write
 * answered 2xx is there and that nothing is half-written (through the restarted API, then on the
 * database it leaves). Prints one figures line per stream. Fails when a stream had no write acknowledged,
 * and when PostgreSQL is unreachable while CI, TEST_DATABASE_URL or CRASH_DATABASE_URL says it should be
 * there (elsewhere it is skipped).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../src/db/client';
import { Applications } from './crash/applications';
import { ORGANIZER, signIn } from './crash/demo';
import { Registrations } from './crash/registrations';
import { Results } from './crash/results';
import { exited, freePort, startServer, untilHealthy } from './crash/server';
import type { Stream } from './crash/tally';
import { Votes } from './crash/votes';

/** Registration writes answered before the kill may land. */
const KILL_AFTER_WRITES = Number(process.env.CRASH_WRITES ?? 80);

async function run(label: string, env: Record<string, string>, target: DatabaseTarget): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(env, port);
  try {
    await durability(label, base, env, target, () => server, (next) => (server = next));
  } finally {
    server.kill('SIGKILL');
    await exited(server);
  }
}

async function durability(label: string, base: string, env: Record<string, string>, target: DatabaseTarget, current: () => ChildProcess, replace: (next: ChildProcess) => void): Promise<void> {
  const port = Number(new URL(base).port);
  let server = current();
  const firstStart = await untilHealthy(base, server);
  const organizer = await signIn(base, ORGANIZER);
  const registrations = new Registrations(base, KILL_AFTER_WRITES);
  const applications = new Applications(base, organizer);
  await applications.setup();
  const results = new Results(base, organizer);
  await results.setup(applications.captains);
  const votes = new Votes(base, registrations.accounts);
  await votes.setup();
  const streams: Stream[] = [registrations, applications, results, votes];
  console.info(`${label}: ${applications.captains.length} demo captains apply to ${applications.planned / 2 / Math.max(1, applications.captains.length)} cups; results entered in 2 groups (at most ${results.planned} matches); each new account votes in the open demo votes`);

  let killed = false;
  const isKilled = () => killed;
  // The kill lands once every stream has its acknowledged writes (or one has used most of its work) at a
  // moment when every stream has a request in flight; at the latest before a stream runs out of work.
  const answered = () => {
    if (killed) return;
    const used = (s: Stream, share: number) => s.tally.writes.length >= s.planned * share;
    const due = streams.every((s) => s.tally.acknowledged().length >= s.wanted) || streams.some((s) => used(s, 0.7));
    const inFlight = streams.every((s) => s.tally.writes.some((w) => w.status === null));
    if (!due || !(inFlight || streams.some((s) => used(s, 0.95)))) return;
    killed = true;
    server.kill('SIGKILL');
  };
  const streamStarted = Date.now();
  await Promise.all(streams.map((s) => s.run(isKilled, answered)));
  const streamMs = Date.now() - streamStarted;
  await exited(server);

  server = startServer(env, port);
  replace(server);
  const restart = await untilHealthy(base, server);
  for (const stream of streams) await stream.checkApi?.(base);
  server.kill('SIGTERM');
  await exited(server);
  const handle = await openDatabase(target);
  try {
    for (const stream of streams) await stream.checkSql?.(handle.db);
  } finally {
    await handle.close();
  }
  console.info(`${label}: streams ran ${(streamMs / 1000).toFixed(1)} s before SIGKILL; restart ${(restart / 1000).toFixed(1)} s (first start ${(firstStart / 1000).toFixed(1)} s)`);
  for (const stream of streams) {
    const tally = stream.tally;
    console.info(`  ${tally.line(label, stream.name)}`);
    for (const refusal of tally.refusals) console.info(`    refused during the stream: ${refusal}`);
    for (const problem of tally.problems) console.info(`    - ${problem}`);
    if (tally.acknowledged().length === 0) console.info('    - no write was acknowledged before the kill');
    if (!tally.writes.some((w) => w.status === null)) console.info('    - no request was in flight at the kill');
    if (tally.failed) process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  try {
    const dataDir = join(folder, 'pglite');
    await run('PGlite', { DATA_DIR: dataDir }, { kind: 'pglite', dataDir });
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
    await run('PostgreSQL', { DATABASE_URL: url.toString() }, { kind: 'postgres', url: url.toString(), poolSize: 2 });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
