/**
 * `npm run bench:rush -w api [-- --captains=500 --places=64 --groups=4 --instances=2 --duration=5 --warmup=40]`: the
 * registration rush on PostgreSQL. Creates its own database (`rush_<pid>` on RUSH_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end) and starts `--instances` API
 * instances on it and on Redis (REDIS_URL, default redis://127.0.0.1:6379, a key prefix of its own); or
 * `--url=http://a,http://b` uses running instances whose database DATABASE_URL names. Writes `--captains`
 * PUBG teams of four eligible players straight into the database (tokens minted, no sign-in), creates a
 * published cup whose `--groups` groups hold `--places` places, and sends every captain's application at
 * once, spread over the instances (after a warm-up rush of `--warmup` of them on a cup of its own). Prints applications/s, p50/p99, accepted and refused, and how many
 * teams hold a place (read with SQL); exits 1 when a group holds more teams than its places or an
 * acknowledged application is missing. Then a second cup with a place for everyone (accepted
 * applications/s), and, against the first instance, a refused apply (409 already applied) and the cup's
 * page read by a guest, `--duration` seconds each with 10 connections (autocannon), and their ratio.
 * `--cpu-prof=<folder>` has each instance write a CPU profile there (open it in Chrome's DevTools).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/sql-helpers';
import { exited, freePort, startServer, untilHealthy } from '../scripts/crash/server';
import { applyBody, createRushCup, fireRush, summarize, type RushSummary } from './rush/fire';
import { seedRushWorld } from './rush/world';

const text = (name: string): string | undefined => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
function option(name: string, fallback: number): number {
  const raw = text(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function print(title: string, s: RushSummary): void {
  const list = (counts: Record<string, number>) => Object.entries(counts).map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  console.info(`\n${title}`);
  console.info(`  ${s.sent} applications in ${(s.sent / s.perSecond).toFixed(2)} s: ${s.perSecond.toFixed(0)} applications/s, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms`);
  console.info(`  accepted ${s.accepted} (${s.acceptedPerSecond.toFixed(0)}/s up to the last acceptance), refused: ${list(s.refused)}; failed: ${list(s.failed)}`);
  console.info(`  places ${s.places}, held ${s.held}, overbooked ${s.overbooked}; applications stored ${s.stored} for ${s.accepted} acknowledged, acknowledged and missing ${s.lost}`);
}

const broken = (s: RushSummary) => s.overbooked > 0 || s.lost > 0;

async function measure(url: string, duration: number, request: Pick<autocannon.Options, 'method' | 'headers' | 'body'> = {}): Promise<autocannon.Result> {
  await autocannon({ url, connections: 10, duration: 1, ...request });
  return autocannon({ url, connections: 10, duration, ...request });
}

async function main(): Promise<void> {
  const captains = option('captains', 500);
  const places = option('places', 64);
  const groups = option('groups', 4);
  const instances = option('instances', 2);
  const duration = option('duration', 5);
  const children: ChildProcess[] = [];
  const bases = text('url')?.split(',').filter(Boolean) ?? [];
  let databaseUrl = process.env.DATABASE_URL ?? '';
  let dropDatabase = async () => undefined as void;
  if (bases.length === 0) {
    const adminUrl = process.env.RUSH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `rush_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin(adminUrl, `create database ${name}`);
    // --keep-database: left for a look afterwards (its name is printed).
    if (!process.argv.includes('--keep-database')) dropDatabase = () => admin(adminUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    console.info(`starting ${instances} API instances on database ${name} and Redis...`);
    for (let i = 0; i < instances; i += 1) {
      const port = await freePort();
      const child = startServer(
        {
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_PREFIX: `${name}:`,
          SEED_DEMO: 'never',
          LOG_LEVEL: 'info',
          WS_MAX_CONNECTIONS_PER_IP: '100000',
        },
        port,
        // --cpu-prof=<folder>: each instance writes a CPU profile there when it stops.
        text('cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${text('cpu-prof')}`] : [],
      );
      children.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map((base, i) => untilHealthy(base, children[i] as ChildProcess, 180_000)));
  } else if (!databaseUrl) throw new Error('--url needs DATABASE_URL: the database of those instances (the rush writes its teams there and checks the places)');
  let handle: DatabaseHandle | null = null;
  let failed = false;
  try {
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    const seeding = performance.now();
    const world = await seedRushWorld(handle.db, { captains });
    console.info(`${captains} captains with ready teams written in ${((performance.now() - seeding) / 1000).toFixed(1)} s; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    // Registration opens on running instances: a small rush on a cup of its own first (JIT, connections,
    // the statements' plans), not counted.
    const warmup = option('warmup', 40);
    const warmupCup = await createRushCup(bases[0] ?? '', world.organizerToken, Math.ceil(warmup / 2), 2);
    await fireRush(bases, warmupCup, world.captains.slice(0, warmup));

    const cup = await createRushCup(bases[0] ?? '', world.organizerToken, places, groups);
    const rush = await summarize(handle.db, cup.id, await fireRush(bases, cup, world.captains));
    print(`rush: ${captains} captains, ${places} places in ${groups} groups, over ${bases.length} instance(s)`, rush);
    failed ||= broken(rush);

    const open = await createRushCup(bases[0] ?? '', world.organizerToken, captains, Math.ceil(captains / 64));
    const everyone = await summarize(handle.db, open.id, await fireRush(bases, open, world.captains));
    print(`open cup: ${captains} captains, a place for each`, everyone);
    failed ||= broken(everyone);

    const [page] = await selectRows<{ slug: string }>(handle.db, sql`select slug from tournaments where id = ${cup.id}`);
    const captain = world.captains[0];
    if (!captain || !page) throw new Error('no captain or cup');
    const refusedApply = await measure(`${bases[0]}/api/v1/client/${cup.id}`, duration, {
      method: 'POST',
      headers: { authorization: `Bearer ${captain.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(applyBody(captain, cup.id, cup.groups[0]?.id ?? 0)),
    });
    const pageRead = await measure(`${bases[0]}/api/v1/client/tournament/${page.slug}`, duration);
    const row = (name: string, r: autocannon.Result) =>
      console.info(`  ${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  (${r.non2xx} non-2xx, ${r.errors} errors)`);
    console.info(`\none instance, 10 connections, ${duration} s each:`);
    row('refused apply (409)', refusedApply);
    row('tournament page (guest)', pageRead);
    console.info(`  the page answers ${(pageRead.requests.average / Math.max(1, refusedApply.requests.average)).toFixed(1)}x as many requests as the refused apply`);
    console.info(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await handle?.close();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await dropDatabase();
  }
  if (failed) {
    console.error('\nFAILED: a group holds more teams than its places, or an acknowledged application is missing');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
