/**
 * `npm run bench:pages -w api [-- --duration=10 --connections=10]`: what server rendering costs, on the built
 * portal (run `npm run build` first), measured against a server started here (child process, embedded
 * PostgreSQL in a temporary folder with the demo world):
 * - a page from the page cache (a tournament page and a news post, as a browser asks: text/html, brotli)
 *   beside the health route, as requests per second and their fraction of the health route's;
 * - a page rendered for every request (PAGE_CACHE_TTL_MS=0), at the given connections and alone: requests
 *   per second, p50 and p99;
 * - the CPU time of one render (the server's CPU over 40 renders one after another, from /proc) and the
 *   server's resident memory after them.
 * Measured, not asserted: the figures go to docs/performance.md ("Server rendering on and off").
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../src/config/paths';
import { startServer, type ServerProcess } from './server-process';

const PORTAL = join(REPO_ROOT, 'dist', 'portal');
const PAGES = [
  { name: 'tournament page', path: '/esports-mobile-tournaments/nomad-league-season-3' },
  { name: 'news post', path: '/News/nomad-league-season-3-registration' },
];
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const CLOCK_TICKS = 100;
const SERIAL_RENDERS = 40;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

async function measure(url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  await autocannon({ url, connections, duration: 2, headers });
  return autocannon({ url, connections, duration, headers });
}

/** The server's user and system CPU time in ms (/proc/<pid>/stat, fields 14 and 15). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function portal(env: Record<string, string>): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
  const server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: PORTAL, SEED_DEMO: 'if-empty', RATE_LIMIT_PER_MINUTE: '1000000', NODE_ENV: 'development', ...env });
  return { server, dataDir };
}

const row = (name: string, result: autocannon.Result, health?: number) =>
  `| ${name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${health ? `${Math.round((100 * result.requests.average) / health)}%` : ''} | ${result.non2xx} |`;

async function main() {
  if (!existsSync(join(PORTAL, 'server'))) throw new Error('no built portal with server bundles: run `npm run build` first');
  const duration = option('duration', 10);
  const connections = option('connections', 10);
  const lines = ['| what | req/s | p50 | p99 | of health | non-2xx |', '|---|---|---|---|---|---|'];

  const cached = await portal({});
  try {
    for (const page of PAGES) await fetch(cached.server.url + page.path, { headers: BROWSER });
    const health = await measure(`${cached.server.url}/api/health`, connections, duration);
    lines.push(row('health route', health));
    for (const page of PAGES) lines.push(row(`${page.name}, from the page cache`, await measure(cached.server.url + page.path, connections, duration, BROWSER), health.requests.average));
  } finally {
    await cached.server.stop();
    rmSync(cached.dataDir, { recursive: true, force: true });
  }

  const uncached = await portal({ PAGE_CACHE_TTL_MS: '0' });
  const cost = { perRender: 0, rss: 0 };
  try {
    const url = uncached.server.url + PAGES[0]!.path;
    for (let i = 0; i < 5; i++) await fetch(url, { headers: BROWSER });
    const before = cpuMs(uncached.server.pid);
    for (let i = 0; i < SERIAL_RENDERS; i++) await (await fetch(url, { headers: BROWSER })).arrayBuffer();
    cost.perRender = (cpuMs(uncached.server.pid) - before) / SERIAL_RENDERS;
    cost.rss = rssMb(uncached.server.pid);
    lines.push(row(`tournament page rendered per request, ${connections} connections`, await measure(url, connections, duration, BROWSER)));
    lines.push(row('tournament page rendered per request, 1 connection', await measure(url, 1, duration, BROWSER)));
  } finally {
    await uncached.server.stop();
    rmSync(uncached.dataDir, { recursive: true, force: true });
  }
  console.log(`\nServer rendering on the built portal (autocannon, ${duration} s, ${connections} connections unless said)\n`);
  console.log(lines.join('\n'));
  console.log(`\nOne render of the tournament page: ${cost.perRender.toFixed(1)} ms of the server's CPU (mean of ${SERIAL_RENDERS}, API reads in process included); server memory after them: ${cost.rss.toFixed(0)} MB resident.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
