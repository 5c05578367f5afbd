/**
 * `npm run bench -w api [-- --duration=10 --connections=10 --sockets=2000 --subscribers=1000]`: throughput of the public reads and of applying against a
 * server started here (child process, embedded PostgreSQL in a temporary folder with the demo world, or
 * DATABASE_URL when set). autocannon runs in this process. For each route: requests per second, p50 and
 * p99 latency, and the throughput as a fraction of the health route's and of a bare Fastify route's
 * (bench/bare-server.ts: the framework's ceiling on this machine), all measured in the same run. Measured,
 * not asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './server-process';
import { measureSockets } from './socket';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const TARGETS: readonly Target[] = [
  { name: 'health (ceiling)', path: '/api/health' },
  { name: 'tournament list', path: '/api/v1/client/tournament' },
  { name: 'tournament page', path: '/api/v1/client/tournament/nomad-league-season-3' },
];

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

async function measure(url: string, connections: number, duration: number, request: Pick<Target, 'method' | 'headers' | 'body'> = {}): Promise<autocannon.Result> {
  // A short warm-up first (JIT, caches, connection pool), not counted.
  await autocannon({ url, connections, duration: 2, ...request });
  return autocannon({ url, connections, duration, ...request });
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The apply endpoint as the demo captain applies with Almaty Wolves to Almaty Open Cup: the
 * first request creates the application, every later one goes through the same transaction (tournament
 * and team locked, rules checked) and is refused with 409 application.already_applied, so this measures
 * the serialised write path under contention (its non-2xx count is expected).
 */
async function applyTarget(base: string): Promise<Target> {
  const session = await json<{ token_data: { token: string } }>(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'captain@esports.example', password: 'DemoCaptain!2026', g_recaptcha_response: 'bench' }) });
  const authorization = `Bearer ${session.token_data.token}`;
  const tournament = await json<{ id: number }>(`${base}/api/v1/client/tournament/almaty-open-cup`);
  const teams = await json<{ id: number; name: string; members: { id: number; ineligibility: string[] }[] }[]>(`${base}/api/v1/client/tournament/user/teams/${tournament.id}`, { headers: { authorization } });
  const team = teams.find((candidate) => candidate.name === 'Almaty Wolves');
  if (!team) throw new Error('the demo captain has no Almaty Wolves');
  const groups = await json<{ groups: { id: number }[] }>(`${base}/api/v1/client/tournament/${tournament.id}/groups-for-team/${team.id}`, { headers: { authorization } });
  const body = { team_id: team.id, tournament_id: tournament.id, group_id: groups.groups[0]?.id, user_ids: team.members.filter((m) => m.ineligibility.length === 0).map((m) => m.id) };
  return { name: 'apply (409 path)', path: `/api/v1/client/${tournament.id}`, method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

async function main(): Promise<void> {
  const duration = option('duration', 10);
  const connections = option('connections', 10);
  const dataRoot = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  console.info(`starting the API (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'PGlite in a temporary folder'}, demo world)...`);
  const server = await startServer({
    DATA_DIR: join(dataRoot, 'pglite'),
    SEED_DEMO: process.env.DATABASE_URL ? 'if-empty' : 'always',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Production refuses the demo world (published passwords): the bench needs it, so development.
    NODE_ENV: 'development',
    WS_MAX_CONNECTIONS_PER_IP: '100000',
  });
  try {
    const rows: { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }[] = [];
    const bare = await startServer({}, 'bench/bare-server.ts');
    try {
      console.info(`measuring bare Fastify (reference): ${connections} connections, ${duration} s`);
      const result = await measure(`${bare.url}/hello`, connections, duration);
      rows.push({ name: 'bare Fastify', rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
    } finally {
      await bare.stop();
    }
    for (const target of [...TARGETS, await applyTarget(server.url)]) {
      console.info(`measuring ${target.name}: ${connections} connections, ${duration} s`);
      const result = await measure(server.url + target.path, connections, duration, target.method ? { method: target.method, headers: target.headers, body: target.body } : {});
      rows.push({ name: target.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
    }
    const ceiling = rows[1]?.rps ?? 0;
    const reference = rows[0]?.rps ?? 0;
    console.info('');
    console.info(`${'route'.padEnd(18)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'of health'.padStart(10)} ${'of bare'.padStart(8)}  errors/non-2xx`);
    for (const row of rows) {
      const fraction = ceiling > 0 ? `${((row.rps / ceiling) * 100).toFixed(1)} %` : '-';
      const ofBare = reference > 0 ? `${((row.rps / reference) * 100).toFixed(1)} %` : '-';
      console.info(`${row.name.padEnd(18)} ${row.rps.toFixed(0).padStart(9)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${fraction.padStart(10)} ${ofBare.padStart(8)}  ${row.errors}/${row.non2xx}`);
    }
    const held = option('sockets', 2000);
    const subscribers = option('subscribers', 1000);
    console.info('');
    console.info(`sockets: opening ${Math.max(held, subscribers)} (signed in, subscribed), then a broadcast to ${subscribers} subscribers, 20 rounds`);
    const sockets = await measureSockets(server.url, { held, subscribers, rounds: 20 });
    console.info(`sockets held by one instance: ${sockets.held} (opened in ${sockets.openSeconds.toFixed(1)} s)`);
    console.info(`publish -> delivery to ${sockets.subscribers} subscribers: p50 ${sockets.p50.toFixed(1)} ms, p99 ${sockets.p99.toFixed(1)} ms, max ${sockets.max.toFixed(1)} ms`);
  } finally {
    await server.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
