/**
 * `npm run soak -w api [-- --requests=200000 --cycles=10000]`: one API instance (child process, embedded
 * PostgreSQL in a temporary folder with the demo world) under a long mixed load: socket connect, sign-in,
 * subscribe and disconnect cycles beside public and signed-in reads and pages. Resident memory and open
 * handles (file descriptors: sockets, files, the database) are sampled after a warm-up and after the run, once
 * the server has been idle a few seconds. Fails when memory grew more than 10% or handles grew at all beyond
 * a small slack (a leak grows with the load; the warm-up sets the baseline).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { REPO_ROOT } from '../src/config/paths';
import { startServer } from './server-process';

/** The built portal: its pages are part of the mix when it is there (`npm run build`). */
const PORTAL = join(REPO_ROOT, 'dist', 'portal');

const MEMORY_SLACK = 0.1;
const HANDLE_SLACK = 8;
const SOCKETS_AT_ONCE = 50;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const handles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One socket's life: open, sign in, subscribe to the user's channel, hear the answer, close. */
function socketCycle(url: string, token: string, channel: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('socket cycle took over 30 s'));
    }, 30_000);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', data: { token } })));
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string };
      if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', data: { channel } }));
      else if (frame.type === 'subscribed') {
        clearTimeout(timer);
        socket.close();
        socket.once('close', () => resolve());
      }
    });
  });
}

async function socketCycles(url: string, token: string, channel: string, cycles: number): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < cycles) {
      next += 1;
      await socketCycle(url, token, channel).catch(() => (failed += 1));
    }
  };
  await Promise.all(Array.from({ length: SOCKETS_AT_ONCE }, worker));
  return failed;
}

function mixedRequests(base: string, token: string, amount: number): Promise<autocannon.Result> {
  const signedIn = { authorization: `Bearer ${token}` };
  const pages = existsSync(join(PORTAL, 'index.html'))
    ? [
        { method: 'GET' as const, path: '/esports-mobile-tournaments/nomad-league-season-3', headers: { accept: 'text/html', 'accept-encoding': 'br' } },
        { method: 'GET' as const, path: '/en/News', headers: { accept: 'text/html' } },
      ]
    : [];
  return autocannon({
    url: base,
    connections: 10,
    amount,
    requests: [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: '/api/v1/client/tournament' },
      { method: 'GET', path: '/api/v1/client/tournament/nomad-league-season-3' },
      { method: 'GET', path: '/api/v1/client/blog' },
      { method: 'GET', path: '/api/user/notification', headers: signedIn },
      { method: 'GET', path: '/api/v1/client/tournament-entries', headers: signedIn },
      ...pages,
    ],
  });
}

async function main() {
  const requests = option('requests', 200_000);
  const cycles = option('cycles', 10_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-soak-'));
  const server = await startServer({ DATA_DIR: dataDir, ...(existsSync(PORTAL) ? { STATIC_DIR: PORTAL } : {}), SEED_DEMO: 'if-empty', RATE_LIMIT_PER_MINUTE: '1000000', WS_MAX_CONNECTIONS_PER_IP: '100000', NODE_ENV: 'development' });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'captain@esports.example', password: 'DemoCaptain!2026', g_recaptcha_response: 'soak' }),
    });
    const session = ((await login.json()) as { data: { token_data: { token: string }; profile: { id: number } } }).data;
    const token = session.token_data.token;
    const channel = `user.${session.profile.id}`;
    const socketUrl = `${server.url.replace(/^http/, 'ws')}/api/ws`;

    const warmSockets = Math.max(1, Math.round(cycles / 10));
    const warmRequests = Math.max(1, Math.round(requests / 10));
    await Promise.all([socketCycles(socketUrl, token, channel, warmSockets), mixedRequests(server.url, token, warmRequests)]);
    await pause(5_000);
    const warm = { rss: rssMb(server.pid), handles: handles(server.pid) };

    const started = performance.now();
    const [socketFailures, result] = await Promise.all([socketCycles(socketUrl, token, channel, cycles), mixedRequests(server.url, token, requests)]);
    const seconds = (performance.now() - started) / 1000;
    await pause(5_000);
    const after = { rss: rssMb(server.pid), handles: handles(server.pid) };

    const growth = (after.rss - warm.rss) / warm.rss;
    console.info(`\nSoak of one instance: ${cycles.toLocaleString('en')} socket cycles and ${result.requests.sent.toLocaleString('en')} mixed requests in ${seconds.toFixed(0)} s`);
    console.info(`| | after warm-up (${warmSockets.toLocaleString('en')} cycles, ${warmRequests.toLocaleString('en')} requests) | after the run | change |`);
    console.info('|---|---|---|---|');
    console.info(`| resident memory | ${warm.rss.toFixed(0)} MB | ${after.rss.toFixed(0)} MB | ${(100 * growth).toFixed(1)}% |`);
    console.info(`| open handles | ${warm.handles} | ${after.handles} | ${after.handles - warm.handles} |`);
    console.info(`requests: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}; socket cycles failed: ${socketFailures}`);
    const problems = [
      growth > MEMORY_SLACK ? `memory grew ${(100 * growth).toFixed(1)}% (bound ${100 * MEMORY_SLACK}%)` : null,
      after.handles > warm.handles + HANDLE_SLACK ? `handles grew from ${warm.handles} to ${after.handles}` : null,
      socketFailures > 0 ? `${socketFailures} socket cycles failed` : null,
      result.errors + result.non2xx > 0 ? `${result.errors + result.non2xx} requests failed` : null,
    ].filter(Boolean);
    if (problems.length > 0) {
      console.error(`soak failed: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
